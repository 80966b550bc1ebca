import { MessageForm, SendMessageRequest } from './index.js';

const PHOTO = '33333333-3333-4333-8333-333333333333';

describe('MessageForm (the composer: SendMessageRequest without the client id)', () => {
  it('takes text, or a photo or an album instead, as the API does', () => {
    expect(MessageForm.safeParse({ message: 'hello' }).success).toBe(true);
    expect(MessageForm.safeParse({ message: '', media: PHOTO }).success).toBe(true);
    expect(MessageForm.safeParse({ message: '', albumInvite: PHOTO }).success).toBe(true);
  });

  it('refuses an empty message with the API’s words, on the message', () => {
    const form = MessageForm.safeParse({ message: '   ' });
    const api = SendMessageRequest.safeParse({ clientId: PHOTO, message: '   ' });
    expect(form.success).toBe(false);
    expect(form.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(api.error?.issues.map((i) => [i.path.join('.'), i.message]));
  });
});
