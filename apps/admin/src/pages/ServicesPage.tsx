import { SERVICE_TYPES, serviceCreateInput } from "@fh/validators";
import { AnnouncementsPage, type AnnouncementKind } from "../components/AnnouncementsPage";
import { ServiceAttendance } from "../components/ServiceAttendance";
import { useStaffTitle } from "../lib/titles";
import { trpc } from "../lib/trpc";

/** /admin/services (SPEC §2, §5): funeral services; the page itself is shared with events. */
export default function ServicesPage() {
  useStaffTitle("services");
  const utils = trpc.useUtils();
  const list = trpc.admin.services.list.useQuery();
  const attendance = trpc.admin.services.attendance.useQuery();
  const kind: AnnouncementKind<typeof serviceCreateInput> = {
    noun: "Service",
    empty: { title: "No Services Scheduled", text: "Upcoming services will be displayed here" },
    types: SERVICE_TYPES,
    defaultType: "funeral",
    withDeceasedName: true,
    fields: { date: "serviceDate", time: "serviceTime", type: "serviceType" },
    schema: serviceCreateInput,
    list: {
      isPending: list.isPending,
      isError: list.isError,
      refetch: list.refetch,
      data: list.data?.map((s) => ({ ...s, date: s.serviceDate, time: s.serviceTime, type: s.serviceType })),
    },
    create: trpc.admin.services.create.useMutation(),
    update: trpc.admin.services.update.useMutation(),
    remove: trpc.admin.services.delete.useMutation(),
    refresh: () => void utils.admin.services.list.invalidate(),
    linksObituary: true,
    attendance: (id, where) => <ServiceAttendance attendance={attendance.data?.find((a) => a.serviceId === id)} open={where === "dialog"} />,
  };
  return <AnnouncementsPage kind={kind} />;
}
