import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { preRegistrations } from '../schema/index.ts';

/** A demo pre-registration as the external service would hand it over (mobile with 0039): open /account/registration?id=<id>. */
export const DEMO_PRE_REGISTRATION = {
  nome: 'Laura',
  cognome: 'Conti',
  email: 'laura.conti@betsite.example',
  cellulare: '00393351234567',
};

export async function seedRegistration(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: preRegistrations.id })
    .from(preRegistrations)
    .where(sql`lower(${preRegistrations.email}) = ${DEMO_PRE_REGISTRATION.email}`);
  if (!existing) await db.insert(preRegistrations).values(DEMO_PRE_REGISTRATION);
}
