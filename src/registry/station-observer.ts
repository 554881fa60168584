import type { PanelObserver } from "../panel/observer.js";

/**
 * The registry's observer of panel requests. One that can tell stations apart offers `station` and `probe`; a plain
 * {@link PanelObserver} is told about every request alike.
 */
export interface StationsObserver extends PanelObserver {
  /**
   * The observer of one open station, by a name fit to show (its key when the operator configured it, else its
   * handle); `trusted` when its errors may be shown as they are (the operator's own panel, not a stranger's).
   */
  station?(name: string, trusted: boolean): PanelObserver;
  /** The observer of one probe (a `/setup station` preview): counted, never kept for the health check. */
  probe?(): PanelObserver;
  /** Forgets a station closed for good (by the name `station` was given): its health state goes with it. */
  forget?(name: string): void;
}
