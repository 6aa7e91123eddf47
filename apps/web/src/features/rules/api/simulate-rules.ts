import { useMutation } from '@tanstack/react-query';
import { simulationAnswer, type SaveCall, type SimulateRequest, type SimulationResult } from '@lbo/contracts/rule-simulation';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export type ImpactWindow = NonNullable<SimulateRequest['window']>;

/** The impact of unsaved save calls on the stored applications of a window; the server writes nothing. */
async function simulateRules(changes: SaveCall[], window: ImpactWindow): Promise<SimulationResult> {
  return (await api.bre.send('POST', API.rules.simulate, { changes, window }, { answer: simulationAnswer })).data;
}

export function useSimulateRules() {
  return useMutation({ mutationFn: ({ changes, window }: { changes: SaveCall[]; window: ImpactWindow }) => simulateRules(changes, window) });
}
