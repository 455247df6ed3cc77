import "server-only";
import type { PrismaClient } from "@/lib/db/generated/client";
import { currencies } from "@/lib/money/prices";
import { workflowStatuses, type WorkflowStatus } from "./kinds";
import { closedStatuses } from "./where";

/** What the open submissions of one group are worth in one currency, and how many they are. */
export interface CurrencySum {
  currency: string;
  value: number;
  count: number;
}

export interface PipelineValue {
  /** The currencies that carry open value, KRW and USD first. */
  currencies: string[];
  /** Every open status (new, contacted, qualified), each with its sums. */
  byStatus: { status: WorkflowStatus; sums: CurrencySum[] }[];
  /** Every owner holding open value, by name; nobody's last. */
  byOwner: { owner: { id: string; name: string } | null; sums: CurrencySum[] }[];
  /** All open value, per currency. */
  total: CurrencySum[];
}

const openStatuses = workflowStatuses.filter((status) => !(closedStatuses as readonly string[]).includes(status));

const currencyOrder = (a: string, b: string) => {
  const rank = (currency: string) => {
    const index = (currencies as readonly string[]).indexOf(currency);
    return index === -1 ? currencies.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
};

type Group = { currency: string | null; _sum: { value: number | null }; _count: { _all: number } };
const sumOf = (group: Group): CurrencySum => ({
  currency: group.currency ?? "",
  value: Number(group._sum.value ?? 0),
  count: group._count._all,
});

/**
 * The open pipeline: submissions with a value that are neither won nor lost, spam left out, summed by
 * the database per status and per owner in each currency (amounts in two currencies are never added).
 */
export async function pipelineValue(prisma: PrismaClient): Promise<PipelineValue> {
  const where = {
    isSpam: false,
    status: { in: openStatuses },
    value: { not: null },
    currency: { not: null },
  };
  const [statusGroups, ownerGroups] = await Promise.all([
    prisma.submission.groupBy({ by: ["status", "currency"], where, _sum: { value: true }, _count: { _all: true } }),
    prisma.submission.groupBy({ by: ["ownerId", "currency"], where, _sum: { value: true }, _count: { _all: true } }),
  ]);
  const owners = await prisma.staffUser.findMany({
    where: { id: { in: ownerGroups.flatMap((group) => (group.ownerId ? [group.ownerId] : [])) } },
    select: { id: true, name: true },
  });
  const total = new Map<string, CurrencySum>();
  for (const group of statusGroups) {
    const sum = sumOf(group);
    const entry = total.get(sum.currency) ?? { currency: sum.currency, value: 0, count: 0 };
    total.set(sum.currency, { ...entry, value: entry.value + sum.value, count: entry.count + sum.count });
  }
  const bySum = (a: CurrencySum, b: CurrencySum) => currencyOrder(a.currency, b.currency);
  const byOwner = [...new Set(ownerGroups.map((group) => group.ownerId))]
    .map((ownerId) => ({
      owner: owners.find((owner) => owner.id === ownerId) ?? null,
      sums: ownerGroups
        .filter((group) => group.ownerId === ownerId)
        .map(sumOf)
        .sort(bySum),
    }))
    .sort((a, b) => (a.owner ? 0 : 1) - (b.owner ? 0 : 1) || (a.owner?.name ?? "").localeCompare(b.owner?.name ?? ""));
  return {
    currencies: [...total.keys()].sort(currencyOrder),
    byStatus: openStatuses.map((status) => ({
      status,
      sums: statusGroups
        .filter((group) => group.status === status)
        .map(sumOf)
        .sort(bySum),
    })),
    byOwner,
    total: [...total.values()].sort(bySum),
  };
}
