/**
 * jsdom has <dialog> but not its modal API: showModal and close set the `open` attribute as a
 * browser does, close fires `close`. Enough for components/ui/dialog.tsx in component tests.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  Object.defineProperty(proto, 'open', { configurable: true, get(this: HTMLDialogElement) { return this.hasAttribute('open'); } });
  proto.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  proto.__polyfilled = true;
}
