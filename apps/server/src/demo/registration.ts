import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preRegistrations } from '../db/schema/index.ts';

/**
 * A demo pre-registration as the external service would hand it over (mobile with 0039): with the
 * PreRegistration module on, open /account/registration?id=4815162342. Its id is fixed so the
 * README can name it; real ones are random (registration/repository.ts).
 */
export const DEMO_PRE_REGISTRATION = {
  publicId: 4815162342,
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
