/**
 * The floating support chat lives here on every page. Its code is loaded only after the
 * page is interactive, so it never counts against a page's first-load JavaScript.
 */
export function ChatWidgetMount() {
  return <div id="chat-widget-root" />;
}
