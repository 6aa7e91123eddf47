import { API, pathTo } from '@lbo/contracts/api-paths';
import { bearer, type TestApp } from '../../../test/test-app';

/** The job once it has stopped (done, failed or cancelled), read through its route every 20 ms for up to 12 s. */
export async function finishedJob(t: TestApp, token: string, jobId: string) {
  for (let i = 0; i < 600; i++) {
    const job = (await t.app.inject({ method: 'GET', url: pathTo(API.jobs.byId, { id: jobId }), headers: bearer(token) })).json().data;
    if (!['queued', 'running'].includes(job.state)) return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the job did not finish');
}
