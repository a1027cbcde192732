import { reduce, type Command, type FlowEvent, type FlowState, type WidgetConfig } from '../../src/flow';

/** Feeds events through `reduce` with `config`, collecting every command (transition tables). */
export function runEvents(state: FlowState, events: FlowEvent[], config: WidgetConfig): { state: FlowState; commands: Command[] } {
  const commands: Command[] = [];
  for (const event of events) {
    const next = reduce(state, event, { config });
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}
