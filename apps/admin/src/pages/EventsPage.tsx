import { EVENT_TYPES, eventCreateInput } from "@fh/validators";
import { AnnouncementsPage, type AnnouncementKind } from "../components/AnnouncementsPage";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

/** /admin/events (SPEC §2, §5): community events; the page itself is shared with services. */
export default function EventsPage() {
  useStaffTitle("events");
  const utils = trpc.useUtils();
  const list = trpc.admin.events.list.useQuery();
  const kind: AnnouncementKind<typeof eventCreateInput> = {
    noun: "Event",
    empty: { title: "No Events", text: "All events will be posted here" },
    types: EVENT_TYPES,
    defaultType: "memorial",
    withDeceasedName: false,
    fields: { date: "eventDate", time: "eventTime", type: "eventType" },
    schema: eventCreateInput,
    list: {
      isPending: list.isPending,
      isError: list.isError,
      refetch: list.refetch,
      data: list.data?.map((e) => ({ ...e, date: e.eventDate, time: e.eventTime, type: e.eventType })),
    },
    create: trpc.admin.events.create.useMutation(),
    update: trpc.admin.events.update.useMutation(),
    remove: trpc.admin.events.delete.useMutation(),
    refresh: () => void utils.admin.events.list.invalidate(),
  };
  return <AnnouncementsPage kind={kind} />;
}
