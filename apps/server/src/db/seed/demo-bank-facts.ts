import type { banks } from '../schema';

/**
 * What each demo lender's Key Fact Statement names in Part 2: a grievance redressal officer and
 * whether it engages recovery agents, so that no demo statement says "as named in the loan
 * agreement". Invented people and numbers; the e-mail addresses are under the reserved
 * `.example` domain.
 */
const DEMO_BANK_FACTS: Record<string, { name: string; phone: string; email: string; agents: boolean }> = {
  'HDFC Bank': { name: 'Meera Iyer', phone: '+91 22 6160 0100', email: 'grievance@hdfc-bank.example', agents: true },
  'ICICI Bank': { name: 'Arjun Malhotra', phone: '+91 22 3366 0200', email: 'nodal.officer@icici-bank.example', agents: true },
  'Axis Bank': { name: 'Kavita Desai', phone: '+91 22 2425 0300', email: 'grievance@axis-bank.example', agents: true },
  'Kotak Mahindra Bank': { name: 'Sandeep Rao', phone: '+91 22 6166 0400', email: 'grievance@kotak-bank.example', agents: true },
  'State Bank of India': { name: 'Anita Chauhan', phone: '+91 22 2274 0500', email: 'gro@sbi.example', agents: true },
  'IDFC First Bank': { name: 'Vikram Nair', phone: '+91 22 7132 0600', email: 'grievance@idfcfirst.example', agents: false },
  'Bajaj Finserv': { name: 'Pooja Kulkarni', phone: '+91 20 7157 0700', email: 'grievance@bajaj-finserv.example', agents: true },
  'Tata Capital': { name: 'Rahul Joshi', phone: '+91 22 6606 0800', email: 'grievance@tata-capital.example', agents: false },
};

/** A demo bank's row: its name and its Key Fact Statement facts. */
export function withKfsFacts(name: string): typeof banks.$inferInsert {
  const facts = DEMO_BANK_FACTS[name];
  if (!facts) return { name };
  return {
    name,
    grievance_officer_name: facts.name,
    grievance_officer_phone: facts.phone,
    grievance_officer_email: facts.email,
    uses_recovery_agents: facts.agents,
  };
}
