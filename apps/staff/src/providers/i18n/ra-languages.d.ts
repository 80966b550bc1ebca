// The older react-admin catalogues ship plain CommonJS objects without types.
declare module 'ra-language-german' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'ra-language-italian' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'ra-language-spanish' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'ra-language-portuguese' {
  const messages: Record<string, unknown>;
  export default messages;
}
