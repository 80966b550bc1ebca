import type { AppConfig } from '../../infra/config/config.js';
import type { QueueService } from '../../infra/queue/queue.service.js';
import type { VariantsService } from '../variants/index.js';
import { QueuedMemberMailer } from './member-mailer.js';

describe('QueuedMemberMailer', () => {
  const shuk = { code: 'shuk', hosts: ['shuk.example'], brand: { name: 'Shuk' } };
  const sent: unknown[] = [];
  const queue = { enqueue: async (name: string, payload: unknown) => void sent.push({ name, payload }) } as unknown as QueueService;
  const variants = {
    byCode: (code: string) => (code === 'shuk' ? shuk : undefined),
    originFor: (v: typeof shuk, host: string) => `https://${host}`,
  } as unknown as VariantsService;
  const config = { PUBLIC_SCHEME: 'http', PUBLIC_BASE_HOST: 'localhost:3000' } as AppConfig;
  const mailer = new QueuedMemberMailer(queue, variants, config);
  const member = { name: 'Ann', email: 'ann@example.com', homeVariant: 'shuk', confirmedAt: new Date(), suspendedAt: null };
  const compose = ({ name, origin }: { name: string; origin: string }) => ({ subject: `Hi from ${name}`, text: origin, template: 't.test' });

  beforeEach(() => (sent.length = 0));

  it('sends account mail as the given variant, whatever the address’s state', async () => {
    await mailer.send({ email: 'new@example.com' }, 'shuk', { subject: 's', text: 't', template: 'auth.confirm' });
    expect(sent).toEqual([{ name: 'mail.send', payload: { to: 'new@example.com', subject: 's', text: 't', variant: 'shuk', template: 'auth.confirm' } }]);
  });

  it('sends a notice with the variant’s brand and origin; an unknown variant links through the member’s home variant', async () => {
    expect(await mailer.notify(member, 'shuk', compose)).toBe(true);
    expect(await mailer.notify(member, 'gone', compose)).toBe(true);
    expect(sent).toEqual([
      { name: 'mail.send', payload: { to: 'ann@example.com', subject: 'Hi from Shuk', text: 'https://shuk.example', variant: 'shuk', template: 't.test' } },
      { name: 'mail.send', payload: { to: 'ann@example.com', subject: 'Hi from Shuk', text: 'https://shuk.example', variant: 'gone', template: 't.test' } },
    ]);
  });

  it('links to <code>.<base host> when neither variant is known', async () => {
    await mailer.notify({ ...member, homeVariant: 'old' }, 'gone', compose);
    expect(sent).toEqual([{ name: 'mail.send', payload: expect.objectContaining({ subject: 'Hi from gone', text: 'http://gone.localhost:3000' }) }]);
  });

  it('sends no notice to an unconfirmed or suspended member', async () => {
    expect(await mailer.notify({ ...member, confirmedAt: null }, 'shuk', compose)).toBe(false);
    expect(await mailer.notify({ ...member, suspendedAt: new Date() }, 'shuk', compose)).toBe(false);
    expect(sent).toEqual([]);
  });
});
