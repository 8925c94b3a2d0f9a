import { assign, setup } from 'xstate';
import { unprovidedActor } from '../shared/unprovided.ts';
import { newPublication } from '../../domain/publication/newPublication.ts';
import {
  firstInvalidStep,
  isStepReachable,
  stepsWithData,
  validateSteps,
  withChosenImages,
} from '../../domain/publication/stepValidity.ts';
import { savesAsDraft } from '../../domain/publication/wizardDraft.ts';
import { parseRouteId, requestedStep } from '../../domain/publication/wizardRoute.ts';
import { FIRST_STEP, LAST_STEP, previousIsBlocking, type WizardStep } from '../../domain/publication/wizardSteps.ts';
import { TOAST_DURATION_DEFAULT } from '../../domain/toastDurations.ts';
import {
  createWizardActors,
  type LoadInput,
  type ReviewInput,
  type SaveInput,
  type SubmitInput,
  type UploadInput,
  type WizardActors,
} from './actors.ts';
import { mergeStepData } from './mergeStepData.ts';
import { errorMessageOf, fieldErrorsOf, isNotFoundError } from '../shared/errors.ts';
import { stripQuotes, WIZARD_MESSAGES } from './messages.ts';
import {
  type ChampPublication,
  type PublicationEtape5Fichiers,
  type PublicationSaisie,
  type SaveKind,
  type StepData,
  type ToastKind,
  type WizardContext,
  type WizardDependencies,
  type WizardEvent,
  type WizardImages,
  type WizardInput,
  type WizardIntent,
  type WizardReview,
  type WizardRoute,
} from './types.ts';
import { failure, output } from '../shared/outcomeParams.ts';

const unprovidedActors: WizardActors = {
  loadPublication: unprovidedActor<PublicationSaisie, LoadInput>('wizard', 'loadPublication'),
  savePublication: unprovidedActor<PublicationSaisie, SaveInput>('wizard', 'savePublication'),
  uploadImages: unprovidedActor<PublicationEtape5Fichiers, UploadInput>('wizard', 'uploadImages'),
  submitForModeration: unprovidedActor<PublicationSaisie, SubmitInput>('wizard', 'submitForModeration'),
  loadReview: unprovidedActor<WizardReview | null, ReviewInput>('wizard', 'loadReview'),
};

const NO_IMAGES: WizardImages = { visuelCouverture: null, quatriemeCouverture: null };

/** What the form holds, judged without being kept. */
interface TypedParams {
  data: StepData;
  images: WizardImages;
}

function hasImages(images: WizardImages): boolean {
  return images.visuelCouverture !== null || images.quatriemeCouverture !== null;
}

function currentId(context: WizardContext): number | null {
  return context.publication.Id ?? null;
}

/**
 * A move back saves a draft (Publication_UpdateLibre). So does a move forward while a step left failing holds
 * data: Publication_Update judges every step holding data, and would refuse the step this move passed. A
 * publication that must stay complete is always judged (Update).
 */
function saveKind(context: WizardContext): SaveKind {
  if (currentId(context) === null) return 'create';
  if (context.intent?.blocking === false) return 'updateLibre';
  const { publication, validity } = context;
  if (!savesAsDraft(publication.IdEtatPublication)) return 'update';
  const failing = stepsWithData(publication).some((step) => validity?.[step].valid === false);
  return failing ? 'updateLibre' : 'update';
}

function savedId(context: WizardContext): number {
  const id = currentId(context);
  if (id === null) throw new Error('A publication is created at step 1 before step 5 is validated');
  return id;
}

function routeOf(context: WizardContext, replace: boolean): WizardRoute {
  return { id: currentId(context), step: context.step ?? FIRST_STEP, replace };
}

/** The publication and the step an address names (no step: null, for an existing publication). */
function routeParams(event: WizardEvent): { id: number | null; step: WizardStep | null } {
  if (event.type !== 'wizard.routeChanged') return { id: null, step: FIRST_STEP };
  const id = parseRouteId(event.id);
  return { id, step: requestedStep(id, event.step) };
}

/**
 * A move back (Précédent, an earlier step in the progress bar) saves without the step's rules blocking, so that
 * going back never traps; a publication that must stay complete (awaiting moderation, validated) is the exception.
 */
function backIsBlocking(context: WizardContext, from: WizardStep): boolean {
  return previousIsBlocking(from) || !savesAsDraft(context.publication.IdEtatPublication);
}

/** Another address while nothing is shown: the wizard opens it afresh. */
const OPEN_ANOTHER_ROUTE = {
  target: 'opening',
  actions: { type: 'assignRoute', params: ({ event }: { event: WizardEvent }) => routeParams(event) },
} as const;

/**
 * The publication wizard (spec 1 §2 and §4, spec 2 §4). The route holds the step: the machine loads the
 * publication, shows the step the address names when every step before it passes (else, or when it names none,
 * the first failing step), decides whether a move is allowed, saves first, then asks the page to navigate; the
 * page answers every address change with `wizard.routeChanged`. Going forward (Suivant, a later step, Valider)
 * is refused while the step fails its rules; going back is not (Publication_UpdateLibre), and the step left
 * failing stays marked in the progress bar. Each step's validity comes from the injected step schemas
 * (`evaluateSteps`).
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: unprovidedActors,
  actions: {
    // Effects outside the machine, given by `wizardImplementations`.
    navigate: (_, _params: WizardRoute) => {},
    notify: (_, _params: { kind: ToastKind; message: string; durationMs: number }) => {},
    showReadOnly: (_, _params: { id: number; reason: string }) => {},
    // Until the rule of who may change what is given, every publication may be changed.
    evaluateReadOnly: assign({ readOnlyReason: () => null }),
    // Until the step schemas are given, no step passes.
    evaluateSteps: assign({
      validity: ({ context }) => validateSteps(context.publication, () => ({ valid: false, errors: [] })),
    }),
    // The same, on what the form holds now, without keeping it: the progress bar follows the typing.
    evaluateTyped: assign(({ context }, _params: TypedParams) => ({
      validity: validateSteps(context.publication, () => ({ valid: false, errors: [] })),
    })),

    // Another publication: nothing of the one left is shown while it loads.
    assignRoute: assign((_, params: { id: number | null; step: WizardStep | null }) => ({
      requestedId: params.id,
      step: params.step,
      validity: null,
      attempted: false,
      leftFailing: [],
      readOnlyReason: null,
      saveError: null,
      error: null,
      fileErrors: [],
      review: null,
      focusField: null,
    })),
    assignRequestedStep: assign((_, params: { step: WizardStep | null }) => ({ step: params.step, attempted: false })),
    startNewPublication: assign({
      publication: () => newPublication(),
      images: NO_IMAGES,
      saveError: null,
      error: null,
      fileErrors: [],
      attempted: false,
      leftFailing: [],
    }),
    keepPublication: assign((_, params: { publication: PublicationSaisie }) => ({
      publication: params.publication,
      error: null,
      fileErrors: [],
    })),
    // The server's answer is the saved publication: its values win over what was sent.
    keepSavedPublication: assign(({ context }, params: { saved: PublicationSaisie }) => ({
      publication: { ...context.publication, ...params.saved },
    })),
    // No step named (or one beyond a failing step): the first failing step, or step 5 when every one passes.
    goToFirstInvalidStep: assign({
      step: ({ context }) => firstInvalidStep(context.validity) ?? context.step ?? LAST_STEP,
      attempted: false,
    }),
    mergeStepData: assign(({ context }, params: { data: StepData }) => ({
      publication: mergeStepData(context.publication, params.data),
    })),
    keepImages: assign((_, params: { images: WizardImages }) => ({ images: params.images })),
    // A move away from step 5 sends the images chosen there; from any other step, none.
    keepMoveImages: assign((_, params: { images: WizardImages | undefined }) => ({
      images: params.images ?? NO_IMAGES,
    })),
    keepUploadedImages: assign(({ context }, params: { etape5: PublicationEtape5Fichiers }) => ({
      publication: {
        ...context.publication,
        VisuelCouverture: params.etape5.VisuelCouverture,
        QuatriemeCouverture: params.etape5.QuatriemeCouverture,
      },
      images: NO_IMAGES,
    })),
    setIntent: assign((_, params: { intent: WizardIntent }) => ({
      intent: params.intent,
      saveError: null,
      error: null,
      fileErrors: [],
      focusField: null,
    })),
    keepReview: assign((_, params: { review: WizardReview | null }) => ({ review: params.review, error: null })),
    showReviewError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, WIZARD_MESSAGES.reviewFailed),
    })),
    clearReviewError: assign({ error: null }),
    leaveReview: assign({ review: null, error: null, intent: null }),
    // Corriger: the point's step, its field focused once the step shows.
    fixAt: assign((_, params: { step: WizardStep; field: ChampPublication | null }) => ({
      step: params.step,
      focusField: params.field,
      review: null,
      error: null,
      intent: null,
      attempted: false,
    })),
    refuseMove: assign({ intent: null, attempted: true }),
    dropIntent: assign({ intent: null }),
    // A step left failing its rules (by a move back) stays marked in the progress bar until it passes.
    moveToTarget: assign(({ context }) => {
      const fails = (step: WizardStep | null): step is WizardStep =>
        step !== null && context.validity?.[step].valid === false;
      const kept = context.leftFailing.filter((step) => step !== context.step && fails(step));
      return {
        step: typeof context.intent?.target === 'number' ? context.intent.target : context.step,
        leftFailing: fails(context.step) ? [...kept, context.step] : kept,
        intent: null,
        attempted: false,
      };
    }),
    showSaveError: assign((_, params: { error: unknown }) => ({
      saveError: stripQuotes(errorMessageOf(params.error, WIZARD_MESSAGES.saveFailed)),
      intent: null,
    })),
    showUploadError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, WIZARD_MESSAGES.uploadFailed),
      fileErrors: fieldErrorsOf(params.error),
      intent: null,
    })),
    showSubmitError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, WIZARD_MESSAGES.submitFailed),
      intent: null,
    })),
    // The step the address names stays: Réessayer opens it if it is reachable.
    showLoadError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOf(params.error, WIZARD_MESSAGES.loadFailed),
      validity: null,
    })),
  },
  guards: {
    hasRequestedId: ({ context }) => context.requestedId !== null,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    isReadOnly: ({ context }) => context.readOnlyReason !== null,
    isStepReachable: ({ context }) => context.step !== null && isStepReachable(context.validity, context.step),
    hasNextStep: ({ context }) => context.step !== null && context.step < LAST_STEP,
    hasPreviousStep: ({ context }) => context.step !== null && context.step > FIRST_STEP,
    isLastStep: ({ context }) => context.step === LAST_STEP,
    isOtherStep: ({ context }, params: { step: WizardStep | null }) => params.step !== context.step,
    isOtherPublication: ({ context }, params: { id: number | null }) => params.id !== currentId(context),
    isMoveBlocked: ({ context }) =>
      context.intent?.blocking === true && context.step !== null && context.validity?.[context.step].valid !== true,
    isTargetUnreachable: ({ context }) =>
      typeof context.intent?.target === 'number' && !isStepReachable(context.validity, context.intent.target),
    isSubmission: ({ context }) => context.intent?.target === 'fin',
    // Images are chosen on step 5 only, of a publication created at step 1.
    hasChosenImages: ({ context }) =>
      context.step === LAST_STEP && currentId(context) !== null && hasImages(context.images),
    reviewsNothing: (_, params: { review: WizardReview | null }) => params.review === null,
    hasNoReview: ({ context }) => context.review === null,
    isSubmittable: ({ context }) => context.review?.verification.Bloquant !== true,
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    requestedId: parseRouteId(input.id),
    step: requestedStep(parseRouteId(input.id), input.step),
    publication: newPublication(),
    validity: null,
    attempted: false,
    leftFailing: [],
    intent: null,
    images: NO_IMAGES,
    readOnlyReason: null,
    saveError: null,
    error: null,
    fileErrors: [],
    review: null,
    focusField: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'hasRequestedId', target: 'loading' },
        { target: 'checkingRoute', actions: ['startNewPublication', 'evaluateSteps'] },
      ],
    },

    loading: {
      invoke: {
        id: 'loadPublication',
        src: 'loadPublication',
        input: ({ context }) => {
          if (context.requestedId === null) throw new Error('No publication id to load');
          return { id: context.requestedId };
        },
        onDone: {
          target: 'checkingAccess',
          actions: [{ type: 'keepPublication', params: output('publication') }, 'evaluateReadOnly'],
        },
        onError: [
          {
            // Retrying cannot find a publication that is not there (or not this user's).
            guard: { type: 'isNotFound', params: failure },
            target: 'notFound',
            actions: { type: 'showLoadError', params: failure },
          },
          {
            target: 'loadFailed',
            actions: { type: 'showLoadError', params: failure },
          },
        ],
      },
    },

    /** A loaded publication: shown read-only elsewhere when this user may not change it, else opened. */
    checkingAccess: {
      always: [
        {
          guard: 'isReadOnly',
          target: 'readOnly',
          actions: {
            type: 'showReadOnly',
            params: ({ context }) => ({ id: savedId(context), reason: context.readOnlyReason ?? '' }),
          },
        },
        // An existing publication opens at the step the address names if it is reachable, else at the first
        // failing one (or step 5).
        { target: 'checkingRoute', actions: 'evaluateSteps' },
      ],
    },

    /** The publication may not be changed here (awaiting moderation, validated…): its read-only page takes over. */
    readOnly: {
      on: { 'wizard.routeChanged': OPEN_ANOTHER_ROUTE },
    },

    loadFailed: {
      on: {
        'wizard.retry': { target: 'loading' },
        'wizard.routeChanged': OPEN_ANOTHER_ROUTE,
      },
    },

    /** The address names no publication of this user: nothing to retry, another address opens. */
    notFound: {
      on: { 'wizard.routeChanged': OPEN_ANOTHER_ROUTE },
    },

    /**
     * The step the route names is shown if every step before it passes; else, or when the route names none, the
     * first failing step is (step 5 when all pass), and the address says so.
     */
    checkingRoute: {
      always: [
        { guard: 'isStepReachable', target: 'editing' },
        {
          target: 'editing',
          actions: ['goToFirstInvalidStep', { type: 'navigate', params: ({ context }) => routeOf(context, true) }],
        },
      ],
    },

    editing: {
      on: {
        'wizard.next': {
          guard: 'hasNextStep',
          target: 'deciding',
          actions: [
            { type: 'mergeStepData', params: ({ event }) => ({ data: event.data }) },
            'evaluateSteps',
            {
              type: 'setIntent',
              params: ({ context }) => ({
                intent: { target: ((context.step ?? 1) + 1) as WizardStep, blocking: true },
              }),
            },
          ],
        },
        'wizard.previous': {
          guard: 'hasPreviousStep',
          target: 'deciding',
          actions: [
            { type: 'mergeStepData', params: ({ event }) => ({ data: event.data }) },
            { type: 'keepMoveImages', params: ({ event }) => ({ images: event.images }) },
            'evaluateSteps',
            {
              type: 'setIntent',
              // Going back saves without the step's rules blocking (Publication_UpdateLibre).
              params: ({ context }) => {
                const step = context.step ?? LAST_STEP;
                return { intent: { target: (step - 1) as WizardStep, blocking: backIsBlocking(context, step) } };
              },
            },
          ],
        },
        'wizard.goToStep': {
          guard: { type: 'isOtherStep', params: ({ event }) => ({ step: event.step }) },
          target: 'deciding',
          actions: [
            { type: 'mergeStepData', params: ({ event }) => ({ data: event.data }) },
            { type: 'keepMoveImages', params: ({ event }) => ({ images: event.images }) },
            'evaluateSteps',
            {
              type: 'setIntent',
              // An earlier step is a move back; a later one is refused while this step fails.
              params: ({ context, event }) => {
                const step = context.step ?? LAST_STEP;
                const blocking = event.step > step || backIsBlocking(context, step);
                return { intent: { target: event.step, blocking } };
              },
            },
          ],
        },
        'wizard.edited': {
          actions: {
            type: 'evaluateTyped',
            params: ({ event }) => ({ data: event.data, images: event.images ?? NO_IMAGES }),
          },
        },
        'wizard.validate': {
          guard: 'isLastStep',
          target: 'deciding',
          actions: [
            { type: 'mergeStepData', params: ({ event }) => ({ data: event.data }) },
            { type: 'keepImages', params: ({ event }) => ({ images: event.images }) },
            'evaluateSteps',
            { type: 'setIntent', params: { intent: { target: 'fin', blocking: true } } },
          ],
        },
        'wizard.routeChanged': [
          {
            guard: { type: 'isOtherPublication', params: ({ event }) => ({ id: parseRouteId(event.id) }) },
            target: 'opening',
            actions: { type: 'assignRoute', params: ({ event }) => routeParams(event) },
          },
          {
            target: 'checkingRoute',
            actions: { type: 'assignRequestedStep', params: ({ event }) => ({ step: routeParams(event).step }) },
          },
        ],
      },
    },

    /** A move was asked for, the step's data merged: refused, or saved first. */
    deciding: {
      always: [
        { guard: 'isMoveBlocked', target: 'editing', actions: 'refuseMove' },
        { guard: 'isTargetUnreachable', target: 'editing', actions: 'dropIntent' },
        { guard: 'isSubmission', target: 'submitting' },
        { guard: 'hasChosenImages', target: 'uploadingBeforeMove' },
        { target: 'saving' },
      ],
    },

    /** A move away from step 5 with images chosen: they are sent first, as on Valider, then the move is saved. */
    uploadingBeforeMove: {
      invoke: {
        id: 'uploadImagesBeforeMove',
        src: 'uploadImages',
        input: ({ context }) => ({ id: savedId(context), images: context.images }),
        onDone: { target: 'saving', actions: { type: 'keepUploadedImages', params: output('etape5') } },
        // Everything typed stays; the refused file shows under its field, and the move is not made.
        onError: { target: 'editing', actions: { type: 'showUploadError', params: failure } },
      },
    },

    // Events while a save runs are not handled: one click, one save.
    saving: {
      invoke: {
        id: 'savePublication',
        src: 'savePublication',
        input: ({ context }) => ({ kind: saveKind(context), publication: context.publication }),
        onDone: {
          // After a create, the route takes the new id.
          target: 'editing',
          actions: [
            { type: 'keepSavedPublication', params: output('saved') },
            'evaluateSteps',
            'moveToTarget',
            {
              type: 'notify',
              params: { kind: 'success', message: WIZARD_MESSAGES.saved, durationMs: TOAST_DURATION_DEFAULT },
            },
            { type: 'navigate', params: ({ context }) => routeOf(context, false) },
          ],
        },
        // Everything typed stays; the refusal shows under the EAN field.
        onError: { target: 'editing', actions: { type: 'showSaveError', params: failure } },
      },
    },

    /** Valider on step 5: the images first, then the publication (spec 2 §4), then the review. */
    submitting: {
      initial: 'uploadingImages',
      states: {
        uploadingImages: {
          invoke: {
            id: 'uploadImages',
            src: 'uploadImages',
            input: ({ context }) => ({ id: savedId(context), images: context.images }),
            onDone: {
              target: 'updatingPublication',
              actions: { type: 'keepUploadedImages', params: output('etape5') },
            },
            onError: { target: '#wizard.editing', actions: { type: 'showUploadError', params: failure } },
          },
        },
        updatingPublication: {
          invoke: {
            id: 'updatePublication',
            src: 'savePublication',
            input: ({ context }) => ({ kind: 'update' as const, publication: context.publication }),
            onDone: {
              target: '#wizard.reviewing',
              actions: [
                { type: 'keepSavedPublication', params: output('saved') },
                'evaluateSteps',
                'dropIntent',
                {
                  type: 'notify',
                  params: { kind: 'success', message: WIZARD_MESSAGES.saved, durationMs: TOAST_DURATION_DEFAULT },
                },
              ],
            },
            onError: { target: '#wizard.editing', actions: { type: 'showSaveError', params: failure } },
          },
        },
      },
    },

    /**
     * Saved, not submitted yet: the checks and the Fiche libraire, loaded together, then Soumettre (refused while a
     * point blocks), Modifier (back to step 5) or Corriger (a point's step and field). The address stays step 5's.
     */
    reviewing: {
      initial: 'loading',
      on: {
        'wizard.routeChanged': [
          {
            guard: { type: 'isOtherPublication', params: ({ event }) => ({ id: parseRouteId(event.id) }) },
            target: 'opening',
            actions: { type: 'assignRoute', params: ({ event }) => routeParams(event) },
          },
          {
            // Step 5's own address, told once the page catches up with the wizard's last move (Suivant to step 5,
            // or the step an address without one opened), names where the review already is: it stays.
            guard: { type: 'isOtherStep', params: ({ event }) => ({ step: routeParams(event).step }) },
            target: 'checkingRoute',
            actions: [
              'leaveReview',
              { type: 'assignRequestedStep', params: ({ event }) => ({ step: routeParams(event).step }) },
            ],
          },
        ],
      },
      states: {
        loading: {
          invoke: {
            id: 'loadReview',
            src: 'loadReview',
            input: ({ context }) => ({ id: savedId(context) }),
            onDone: [
              // Nothing to review (the back office's wizard): Valider ends as it always did.
              {
                guard: { type: 'reviewsNothing', params: output('review') },
                target: 'submittingForModeration',
              },
              { target: 'ready', actions: { type: 'keepReview', params: output('review') } },
            ],
            onError: { target: 'failed', actions: { type: 'showReviewError', params: failure } },
          },
        },
        failed: {
          on: {
            'wizard.retry': { target: 'loading', actions: 'clearReviewError' },
            'wizard.edit': { target: '#wizard.editing', actions: 'leaveReview' },
          },
        },
        ready: {
          on: {
            'wizard.submit': { guard: 'isSubmittable', target: 'submittingForModeration', actions: 'clearReviewError' },
            'wizard.edit': { target: '#wizard.editing', actions: 'leaveReview' },
            'wizard.fix': [
              {
                guard: { type: 'isOtherStep', params: ({ event }) => ({ step: event.step }) },
                target: '#wizard.editing',
                actions: [
                  { type: 'fixAt', params: ({ event }) => ({ step: event.step, field: event.field }) },
                  { type: 'navigate', params: ({ context }) => routeOf(context, false) },
                ],
              },
              {
                target: '#wizard.editing',
                actions: { type: 'fixAt', params: ({ event }) => ({ step: event.step, field: event.field }) },
              },
            ],
          },
        },
        submittingForModeration: {
          invoke: {
            id: 'submitForModeration',
            src: 'submitForModeration',
            input: ({ context }) => ({ publication: { ...context.publication, Id: savedId(context) } }),
            onDone: {
              target: '#wizard.finished',
              actions: [
                { type: 'keepSavedPublication', params: output('saved') },
                'dropIntent',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ id: currentId(context), step: 'fin' as const, replace: false }),
                },
              ],
            },
            // Saved already: a refused submission (a point found blocking since) stays on the review, its message shown.
            onError: [
              // Nothing reviewed (the back office's wizard): back to step 5, as before the review existed.
              {
                guard: 'hasNoReview',
                target: '#wizard.editing',
                actions: { type: 'showSubmitError', params: failure },
              },
              { target: 'ready', actions: { type: 'showSubmitError', params: failure } },
            ],
          },
        },
      },
    },

    /** The end page takes over. */
    finished: { type: 'final' },
  },
});

export type WizardMachine = typeof wizardMachine;

/** The machine's effects over `deps`: the application passes the real ones, tests stand-ins. */
export function wizardImplementations(deps: WizardDependencies) {
  return {
    actors: createWizardActors(deps),
    actions: {
      navigate: (_: unknown, route: WizardRoute) => deps.navigate(route),
      showReadOnly: (_: unknown, { id, reason }: { id: number; reason: string }) => deps.showReadOnly(id, reason),
      evaluateReadOnly: assign<WizardContext, WizardEvent, unknown, WizardEvent, never>({
        readOnlyReason: ({ context }) => deps.readOnlyReason(context.publication),
      }),
      notify: (_: unknown, { kind, message, durationMs }: { kind: ToastKind; message: string; durationMs: number }) =>
        deps.notify(kind, message, durationMs),
      evaluateSteps: assign<WizardContext, WizardEvent, unknown, WizardEvent, never>({
        validity: ({ context }) =>
          validateSteps(withChosenImages(context.publication, context.images), deps.validateStep),
      }),
      evaluateTyped: assign<WizardContext, WizardEvent, TypedParams, WizardEvent, never>({
        validity: ({ context }, { data, images }) =>
          validateSteps(withChosenImages(mergeStepData(context.publication, data), images), deps.validateStep),
      }),
    },
  };
}

export function createWizardMachine(deps: WizardDependencies) {
  return wizardMachine.provide(wizardImplementations(deps));
}
