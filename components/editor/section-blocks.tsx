"use client";

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import type { KeyedBlock, LooseBlock } from "@/lib/blog/editor-model";
import { BlockCard } from "./block-card";
import type { ApiAnswer } from "./editor-api";
import styles from "./editor.module.css";

interface SectionBlocksProps {
  blocks: KeyedBlock[];
  onChange: (blocks: KeyedBlock[]) => void;
  /** Problems by block index. */
  errors: Record<number, string[]>;
  call: <T>(method: string, path: string, body?: unknown) => Promise<ApiAnswer<T>>;
}

/**
 * The blocks of one section, reordered by dragging the handle, by the keyboard (Space on the
 * handle, arrow keys, Space again; dnd kit announces each step in the editor's language), or with
 * the Move up/down buttons.
 */
export function SectionBlocks({ blocks, onChange, errors, call }: SectionBlocksProps) {
  const t = useTranslations("editor.dnd");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number | undefined) => blocks.findIndex((item) => item.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("pickedUp", { from: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("over", { from: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t("dropped", { from: position(active.id), to: over ? position(over.id) : position(active.id) }),
    onDragCancel: ({ active }) => t("cancelled", { from: position(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    onChange(arrayMove(blocks, from, to));
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };
  const update = (index: number, block: LooseBlock) =>
    onChange(blocks.map((item, i) => (i === index ? { ...item, block } : item)));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
    >
      <SortableContext items={blocks.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className={styles.blocks}>
          {blocks.map((item, index) => (
            <BlockCard
              key={item.key}
              item={item}
              n={index + 1}
              count={blocks.length}
              errors={errors[index] ?? []}
              call={call}
              onChange={(block) => update(index, block)}
              onMove={(delta) => move(index, index + delta)}
              onRemove={() => onChange(blocks.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
