import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { authMachine } from '../machines/auth/authMachine.ts';
import { basketMachine } from '../machines/basket/basketMachine.ts';
import { checkoutMachine } from '../machines/checkout/checkoutMachine.ts';
import { paymentCheckMachine } from '../machines/paymentCheck/paymentCheckMachine.ts';
import { paymentStartMachine } from '../machines/paymentStart/paymentStartMachine.ts';
import { moderationMachine } from '../machines/moderation/moderationMachine.ts';
import { moderationAnswerMachine } from '../machines/moderationAnswer/moderationAnswerMachine.ts';
import { correctionItemMachine } from '../machines/correctionItem/correctionItemMachine.ts';
import { adminAccountMachine } from '../machines/adminAccount/adminAccountMachine.ts';
import { adminSubscriptionMachine } from '../machines/adminSubscription/adminSubscriptionMachine.ts';
import { orderMachine } from '../machines/order/orderMachine.ts';
import { paymentMachine } from '../machines/payment/paymentMachine.ts';
import { referencingMachine } from '../machines/referencing/referencingMachine.ts';
import { pendingPaymentCancelMachine } from '../machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts';
import { paymentRefundMachine } from '../machines/paymentRefund/paymentRefundMachine.ts';
import { deliveryRunMachine } from '../machines/deliveryRun/deliveryRunMachine.ts';
import { deliveryRetryMachine } from '../machines/deliveryRetry/deliveryRetryMachine.ts';
import { subscriptionCancelMachine } from '../machines/subscriptionCancel/subscriptionCancelMachine.ts';
import { referencingCorrectionMachine } from '../machines/referencingCorrection/referencingCorrectionMachine.ts';
import { priceChangeMachine } from '../machines/priceChange/priceChangeMachine.ts';
import { onixExportMachine } from '../machines/onixExport/onixExportMachine.ts';
import { contentEditMachine } from '../machines/contentEdit/contentEditMachine.ts';
import { wizardMachine } from '../machines/wizard/wizardMachine.ts';
import { attendeesMachine } from '../machines/attendees/attendeesMachine.ts';

/**
 * `npm run machines:diagram`: writes `docs/machines/<machine>.md`, a Mermaid `stateDiagram-v2` of each
 * machine and the table of its transitions, generated from the machine definitions themselves, so that
 * they can be read offline. A test fails when a written file no longer matches its machine.
 */

export interface DiagrammedMachine {
  /** The file name under docs/machines/, without `.md`. */
  name: string;
  title: string;
  source: string;
  machine: AnyStateMachine;
}

export const MACHINES: DiagrammedMachine[] = [
  { name: 'auth', title: 'Session (auth)', source: 'machines/auth/authMachine.ts', machine: authMachine },
  { name: 'basket', title: 'Panier (basket)', source: 'machines/basket/basketMachine.ts', machine: basketMachine },
  {
    name: 'wizard',
    title: "Saisie d'une publication (wizard)",
    source: 'machines/wizard/wizardMachine.ts',
    machine: wizardMachine,
  },
  { name: 'order', title: 'Commande (order)', source: 'machines/order/orderMachine.ts', machine: orderMachine },
  {
    name: 'payment',
    title: 'Tentative de paiement (payment)',
    source: 'machines/payment/paymentMachine.ts',
    machine: paymentMachine,
  },
  {
    name: 'subscriptionCancel',
    title: "Résiliation d'un abonnement (subscriptionCancel)",
    source: 'machines/subscriptionCancel/subscriptionCancelMachine.ts',
    machine: subscriptionCancelMachine,
  },
  {
    name: 'referencingCorrection',
    title: "Reprise d'une publication rejetée par le catalogue (referencingCorrection)",
    source: 'machines/referencingCorrection/referencingCorrectionMachine.ts',
    machine: referencingCorrectionMachine,
  },
  {
    name: 'priceChange',
    title: "Programmation et annulation d'un nouveau prix (priceChange)",
    source: 'machines/priceChange/priceChangeMachine.ts',
    machine: priceChangeMachine,
  },
  {
    name: 'moderationAnswer',
    title: 'Réponse de la modération (moderationAnswer)',
    source: 'machines/moderationAnswer/moderationAnswerMachine.ts',
    machine: moderationAnswerMachine,
  },
  {
    name: 'correctionItem',
    title: 'Une correction demandée par la modération (correctionItem)',
    source: 'machines/correctionItem/correctionItemMachine.ts',
    machine: correctionItemMachine,
  },
  {
    name: 'onixExport',
    title: 'Export ONIX des publications validées (onixExport)',
    source: 'machines/onixExport/onixExportMachine.ts',
    machine: onixExportMachine,
  },
  {
    name: 'contentEdit',
    title: 'Mode édition des contenus (contentEdit)',
    source: 'machines/contentEdit/contentEditMachine.ts',
    machine: contentEditMachine,
  },
  {
    name: 'checkout',
    title: 'Confirmation de commande (checkout)',
    source: 'machines/checkout/checkoutMachine.ts',
    machine: checkoutMachine,
  },
  {
    name: 'paymentCheck',
    title: 'Vérification du paiement (paymentCheck)',
    source: 'machines/paymentCheck/paymentCheckMachine.ts',
    machine: paymentCheckMachine,
  },
  {
    name: 'moderation',
    title: "Modération d'une publication (moderation)",
    source: 'machines/moderation/moderationMachine.ts',
    machine: moderationMachine,
  },
  {
    name: 'referencing',
    title: "Référencement d'une publication au catalogue (referencing)",
    source: 'machines/referencing/referencingMachine.ts',
    machine: referencingMachine,
  },
  {
    name: 'paymentStart',
    title: "Paiement d'une commande (paymentStart)",
    source: 'machines/paymentStart/paymentStartMachine.ts',
    machine: paymentStartMachine,
  },
  {
    name: 'adminAccount',
    title: 'Un compte dans le back-office (adminAccount)',
    source: 'machines/adminAccount/adminAccountMachine.ts',
    machine: adminAccountMachine,
  },
  {
    name: 'adminSubscription',
    title: 'Un abonnement dans le back-office (adminSubscription)',
    source: 'machines/adminSubscription/adminSubscriptionMachine.ts',
    machine: adminSubscriptionMachine,
  },
  {
    name: 'pendingPaymentCancel',
    title: "Annulation d'un paiement en attente de la banque (pendingPaymentCancel)",
    source: 'machines/pendingPaymentCancel/pendingPaymentCancelMachine.ts',
    machine: pendingPaymentCancelMachine,
  },
  {
    name: 'paymentRefund',
    title: "Remboursement d'un paiement « à rembourser » (paymentRefund)",
    source: 'machines/paymentRefund/paymentRefundMachine.ts',
    machine: paymentRefundMachine,
  },
  {
    name: 'deliveryRun',
    title: 'Livraison au catalogue lancée depuis le back-office (deliveryRun)',
    source: 'machines/deliveryRun/deliveryRunMachine.ts',
    machine: deliveryRunMachine,
  },
  {
    name: 'deliveryRetry',
    title: "Relance d'une livraison en échec (deliveryRetry)",
    source: 'machines/deliveryRetry/deliveryRetryMachine.ts',
    machine: deliveryRetryMachine,
  },
  {
    name: 'attendees',
    title: "Participants d'une formation réservée (attendees)",
    source: 'machines/attendees/attendeesMachine.ts',
    machine: attendeesMachine,
  },
];

export const DIAGRAM_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/machines');

/** A Mermaid identifier for a state: its path under the root, joined by `_`. */
function mermaidId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('_') : 'root';
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.unshift(current);
  return chain;
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return item.name || 'inline';
  if (typeof item === 'object' && item !== null && 'type' in item && typeof item.type === 'string') return item.type;
  return 'inline';
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

function eventText(eventType: string | null): string {
  if (!eventType) return 'always';
  if (eventType.startsWith(DONE)) return `${eventType.slice(DONE.length)} done`;
  if (eventType.startsWith(ERROR)) return `${eventType.slice(ERROR.length)} error`;
  return eventType;
}

interface Edge {
  source: AnyStateNode;
  target: AnyStateNode;
  transition: AnyTransitionDefinition;
}

function collectEdges(graph: DirectedGraphNode, into: Edge[] = []): Edge[] {
  for (const edge of graph.edges) into.push({ source: edge.source, target: edge.target, transition: edge.transition });
  // toDirectedGraph leaves out eventless transitions.
  for (const transition of graph.stateNode.always ?? []) {
    for (const target of transition.target ?? [graph.stateNode])
      into.push({ source: graph.stateNode, target, transition });
  }
  for (const child of graph.children) collectEdges(child, into);
  return into;
}

/**
 * Where an edge is drawn: inside the innermost state holding both ends, between the states of that level
 * that hold them. Mermaid cannot draw an arrow between states nested in different composite states.
 */
function placeEdge(edge: Edge): { container: AnyStateNode; from: AnyStateNode; to: AnyStateNode } {
  const sourceChain = ancestors(edge.source);
  const targetChain = ancestors(edge.target);
  let depth = 0;
  while (depth < sourceChain.length && depth < targetChain.length && sourceChain[depth] === targetChain[depth])
    depth += 1;
  // The common ancestor must strictly contain both ends: a self-transition is drawn in its parent.
  let containerDepth = depth - 1;
  if (containerDepth === sourceChain.length - 1 || containerDepth === targetChain.length - 1) containerDepth -= 1;
  const container = sourceChain[Math.max(containerDepth, 0)]!;
  return {
    container,
    from: sourceChain[containerDepth + 1] ?? edge.source,
    to: targetChain[containerDepth + 1] ?? edge.target,
  };
}

function edgeLabel(edge: Edge, from: AnyStateNode, to: AnyStateNode): string {
  const parts = [eventText(edge.transition.eventType)];
  if (edge.transition.guard) parts.push(`if ${nameOf(edge.transition.guard)}`);
  if (from !== edge.source) parts.push(`from ${edge.source.key}`);
  if (to !== edge.target) parts.push(`to ${edge.target.key}`);
  return parts.join(' ');
}

/** The machine as a Mermaid `stateDiagram-v2`. */
export function toMermaid(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  const edgesByContainer = new Map<AnyStateNode, string[]>();
  for (const edge of collectEdges(graph)) {
    const { container, from, to } = placeEdge(edge);
    const lines = edgesByContainer.get(container) ?? [];
    lines.push(`${mermaidId(from)} --> ${mermaidId(to)} : ${edgeLabel(edge, from, to)}`);
    edgesByContainer.set(container, lines);
  }

  const lines = ['stateDiagram-v2'];
  function write(node: DirectedGraphNode, indent: string) {
    const stateNode = node.stateNode;
    const initial = stateNode.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of node.children) {
      const id = mermaidId(child.stateNode);
      if (child.children.length) {
        lines.push(`${indent}state ${id} {`);
        write(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else if (id !== child.stateNode.key) {
        lines.push(`${indent}${id} : ${child.stateNode.key}`);
      }
      if (child.stateNode.type === 'final') lines.push(`${indent}${id} --> [*]`);
    }
    for (const edge of edgesByContainer.get(stateNode) ?? []) lines.push(`${indent}${edge}`);
  }
  write(graph, '  ');
  return lines.join('\n');
}

function stateRows(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  function visit(node: AnyStateNode) {
    for (const child of Object.values(node.states)) {
      const invoked = child.invoke.map((invoke) => `\`${invoke.id}\``).join(', ');
      const entry = child.entry.map((action) => `\`${nameOf(action)}\``).join(', ');
      rows.push(`| \`${child.path.join('.')}\` | ${invoked || '–'} | ${entry || '–'} |`);
      visit(child);
    }
  }
  visit(machine.root);
  return rows;
}

function transitionRows(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  function visit(node: AnyStateNode) {
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) {
      const targets = transition.target?.map((target) => `\`${target.path.join('.')}\``).join(', ') ?? '(stays)';
      const actions = transition.actions.map((action) => `\`${nameOf(action)}\``).join(', ');
      const guard = transition.guard ? `\`${nameOf(transition.guard)}\`` : '–';
      rows.push(
        `| \`${node.path.join('.')}\` | \`${eventText(transition.eventType)}\` | ${guard} | ${targets} | ${actions || '–'} |`,
      );
    }
    for (const child of Object.values(node.states)) visit(child);
  }
  visit(machine.root);
  return rows;
}

/** The Markdown page of one machine. */
export function diagramDocument({ title, source, machine }: DiagrammedMachine): string {
  return [
    `# ${title}`,
    '',
    `Généré par \`npm run machines:diagram\` à partir de la définition de la machine (\`${source}\`, \`toDirectedGraph\` de`,
    '`xstate/graph`) : ne pas modifier à la main. Generated by `npm run machines:diagram` from the machine definition; do',
    'not edit by hand. Live view: `npm run dev`, then open the portal with `?inspect` in the address.',
    '',
    "Invoked actors' outcomes appear as `<id> done` and `<id> error`. An arrow leaving or entering a composite state from a",
    'nested one says so (`from …`, `to …`): Mermaid cannot draw it from the nested state itself.',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Invokes | Entry actions |',
    '| --- | --- | --- |',
    ...stateRows(machine),
    '',
    '## Transitions',
    '',
    '| From | Event | Guard | To | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows(machine),
    '',
  ].join('\n');
}

function main() {
  mkdirSync(DIAGRAM_DIR, { recursive: true });
  for (const entry of MACHINES) {
    const file = resolve(DIAGRAM_DIR, `${entry.name}.md`);
    writeFileSync(file, diagramDocument(entry));
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
