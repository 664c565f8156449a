/**
 * A block above the reader that appears or goes after they have scrolled past its place (a strip whose answer came
 * late, a live update) would move what they read by its height: this scrolls the page by as much in the same frame,
 * so what is on screen stays put. Chrome's scroll anchoring does it most times but not always, and sometimes before
 * this runs; Safari has none. So the page goes to where the reader was plus the shift, whatever the browser did.
 * A class: getSnapshotBeforeUpdate is the one moment React offers to read the page before it changes it.
 */
import { Component, createRef, type ReactNode } from 'react';

interface Props {
  /** Nothing at all when false: the block takes no room (`hidden`). */
  shown: boolean;
  children: ReactNode;
}

/** Where the reader was, the block's place and where the content after it began, all from the document's top. */
interface Before {
  scrollY: number;
  placeTop: number;
  nextTop: number;
}

export class KeepsReaderInPlace extends Component<Props> {
  private readonly block = createRef<HTMLDivElement>();

  override getSnapshotBeforeUpdate(): Before | null {
    const block = this.block.current;
    const next = block?.nextElementSibling;
    if (!block || !next) return null;
    const nextTop = documentTop(next);
    // A hidden block has no box: its place is where the content after it begins.
    return { scrollY: window.scrollY, placeTop: block.hidden ? nextTop : documentTop(block), nextTop };
  }

  override componentDidUpdate(_props: Props, _state: unknown, before: Before | null): void {
    const next = this.block.current?.nextElementSibling;
    // Only a reader already past the block's place: one who sees it arrive sees the cards below it move.
    if (!before || !next || before.placeTop >= before.scrollY) return;
    const shift = documentTop(next) - before.nextTop;
    if (shift !== 0) window.scrollTo({ top: before.scrollY + shift, behavior: 'instant' });
  }

  override render(): ReactNode {
    return (
      <div ref={this.block} hidden={!this.props.shown}>
        {this.props.children}
      </div>
    );
  }
}

function documentTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY;
}
