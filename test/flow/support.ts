import { loadTables, reduce, type Command, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';

/** The products' whole tables (their later parts loaded), as the controller holds them once the flow needs them. */
export const tables = await loadTables();

/** Feeds events through `reduce` with `config`, collecting every command (transition tables). */
export function runEvents(state: FlowState, events: FlowEvent[], config: WidgetConfig): { state: FlowState; commands: Command[] } {
  const commands: Command[] = [];
  for (const event of events) {
    const next = reduce(state, event, { config }, tables);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}
