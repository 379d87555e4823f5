/**
 * The paths of GET /models/{model}/paths: every field of a document kind and its type, as the public API
 * lists them for tools that build forms or check paths (PUT /user). Read from a fresh
 * document of each kind, so the list follows the documents themselves. No sign-in needed.
 */
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { createNewUser, newTask } from "../../content/rules/newUser";
import type { TaskType } from "../../content/rules/types";
import { emptyChallengeDoc } from "../../db/challenges";
import { emptyGroupDoc } from "../../db/groups";
import { emptyQuestState } from "./partyQuest";

const TASK_MODELS: TaskType[] = ["habit", "daily", "todo", "reward"];
const MODELS = ["user", "tag", "challenge", "group", ...TASK_MODELS] as const;
type Model = (typeof MODELS)[number];

const SAMPLE_ID = "00000000-0000-4000-a000-000000000000";
const SAMPLE_TIME = new Date("2025-01-01T00:00:00.000Z");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A document of each kind, as a fresh one looks. */
function sample(model: Model): Record<string, unknown> {
  if ((TASK_MODELS as string[]).includes(model)) {
    return newTask(
      { _id: SAMPLE_ID, type: model as TaskType, text: "", userId: SAMPLE_ID, alias: "" },
      SAMPLE_TIME,
    ) as unknown as Record<string, unknown>;
  }
  switch (model) {
    case "user": {
      const { user } = createNewUser({
        id: SAMPLE_ID,
        username: "sample",
        email: "sample@example.com",
        now: SAMPLE_TIME,
        timezoneOffset: 0,
        newId: () => SAMPLE_ID,
      });
      return {
        ...user,
        auth: { ...user.auth, local: { ...user.auth.local, has_password: true } },
        profile: { name: "", blurb: "", imageUrl: "" },
      } as unknown as Record<string, unknown>;
    }
    case "tag":
      return { id: SAMPLE_ID, name: "", challenge: false, group: "" };
    case "challenge":
      return {
        _id: SAMPLE_ID,
        id: SAMPLE_ID,
        name: "",
        shortName: "",
        leader: SAMPLE_ID,
        group: { _id: SAMPLE_ID },
        prize: 0,
        memberCount: 0,
        createdAt: SAMPLE_TIME.toISOString(),
        updatedAt: SAMPLE_TIME.toISOString(),
        ...emptyChallengeDoc(),
      };
    default:
      return {
        _id: SAMPLE_ID,
        id: SAMPLE_ID,
        name: "",
        type: "",
        privacy: "",
        leader: SAMPLE_ID,
        memberCount: 0,
        createdAt: SAMPLE_TIME.toISOString(),
        ...emptyGroupDoc(),
        quest: emptyQuestState(),
      };
  }
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return "Array";
  if (typeof value === "boolean") return "Boolean";
  if (typeof value === "number") return "Number";
  if (typeof value === "string") return ISO_DATE.test(value) ? "Date" : "String";
  return "Mixed";
}

/** Leaf paths with their types; an empty object (a map of items, pets...) is one Mixed path. */
function paths(doc: Record<string, unknown>, prefix = ""): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(doc)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0)
      Object.assign(result, paths(value as Record<string, unknown>, `${path}.`));
    else result[path] = typeOf(value);
  }
  return result;
}

/** As the original: a model it does not list is a bad request worded as "no such model". */
export function modelParam(raw: string): Model {
  const found = MODELS.find((model) => model === raw);
  if (!found)
    throw new GameError("BadRequest", "modelNotFound", {}, [
      { param: "model", message: paramMessage("modelNotFound"), value: raw },
    ]);
  return found;
}

const built = new Map<Model, Record<string, string>>();

/** Every leaf path of the model and its type (built once per isolate). */
export function modelPaths(model: Model): Record<string, string> {
  const found = built.get(model) ?? paths(sample(model));
  built.set(model, found);
  return found;
}
