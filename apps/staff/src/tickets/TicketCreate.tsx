import { Create, SelectInput, SimpleForm, TextInput, required, useRedirect, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TICKET_BODY_MAX, TICKET_SUBJECT_MAX } from '@community/contracts';
import { categoryChoices, priorityChoices } from './choices';

/**
 * `tickets/create`: on behalf of a member (by name), from a report (`?reportId=` — the report's subject, reason
 * and details become the ticket's context and the member defaults to the reported one), or from a payment
 * (`?paymentId=`, the payments resource's "Open ticket" button — amount, currency, status, failure reason and
 * date become the context and the member is the payer).
 */
export function TicketCreate() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const reportId = params.get('reportId') ?? undefined;
  const paymentId = reportId ? undefined : (params.get('paymentId') ?? undefined);
  const paymentRef = params.get('paymentRef');
  const redirect = useRedirect();
  const translate = useTranslate();
  const t = (s: string) => translate(s, { _: s });
  const fromSomething = Boolean(reportId || paymentId);
  return (
    <Create
      title={t(reportId ? 'Open a ticket from a report' : paymentId ? 'Open a ticket from a payment' : 'Open a ticket for a member')}
      mutationOptions={{ onSuccess: (created: { id: string }) => redirect('show', 'tickets', created.id) }}
      transform={(data: Record<string, unknown>) => ({ ...data, ...(reportId ? { reportId } : {}), ...(paymentId ? { paymentId } : {}), clientId: crypto.randomUUID() })}
    >
      <SimpleForm
        defaultValues={{
          category: reportId ? 'safety' : paymentId ? 'billing' : 'account',
          priority: 'normal',
          ...(paymentId ? { subject: paymentRef ? `Your payment ${paymentRef}` : 'Your payment' } : {}),
        }}
      >
        <TextInput
          source="memberName"
          label="Member name"
          validate={fromSomething ? undefined : required()}
          helperText={
            reportId ? 'Leave empty for the reported member (or the reporter when the report is about content)' : paymentId ? 'Leave empty for the member who made the payment' : false
          }
        />
        <SelectInput source="category" choices={categoryChoices} validate={required()} />
        <SelectInput source="priority" choices={priorityChoices} validate={required()} />
        <TextInput source="subject" validate={required()} slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }} fullWidth />
        <TextInput source="body" label="First message to the member" multiline minRows={4} validate={required()} slotProps={{ htmlInput: { maxLength: TICKET_BODY_MAX } }} fullWidth />
      </SimpleForm>
    </Create>
  );
}
