// SPDX-License-Identifier: MIT
/// A sysfs entry (file, binary file, files, group, groups, link) that a
/// driver's probe or a module_init() function creates must go again: at
/// the remove (or module_exit()) paired with it, and on every error
/// return of the same function after the create succeeded. A leaked
/// entry outlives the driver: the next probe fails with -EEXIST, and a
/// read calls show() in an unloaded module. Found: a create with no remove
/// of the same entry (the paired remove function, with the same
/// attribute, group or link name) in the teardown, in a function of the
/// file the teardown calls or that a devm action of the probe runs, nor a
/// deletion of the object holding it; and an error return after the
/// create (a negative constant, or the status of a later call) with no
/// such remove or deletion on the way. Entries made with devm_ functions
/// or through .dev_groups are the driver core's to remove. Lifetimes
/// across functions (helpers of the probe, callers that unwind, objects
/// deleted elsewhere) are sysfscheck's.
///
/// Leaks are reported, never patched: where the remove goes in the unwind
/// is a decision to review.
//
// Confidence: Moderate
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/api/sysfs-macros.h
// Keywords: sysfs, sysfs_create_group, device_create_file, sysfs_create_link, probe, remove

virtual context
virtual org
virtual report
virtual patch

@initialize:python@
@@
# BEGIN model-rows partners: LEAK_PARTNER
LEAK_PARTNER = {
    'sysfs_create_file': ('sysfs_remove_file', 'file'),
    'sysfs_create_file_ns': ('sysfs_remove_file_ns', 'file'),
    'sysfs_create_files': ('sysfs_remove_files', 'files'),
    'sysfs_create_bin_file': ('sysfs_remove_bin_file', 'binary file'),
    'sysfs_create_link': ('sysfs_remove_link', 'link'),
    'sysfs_create_link_nowarn': ('sysfs_remove_link', 'link'),
    'sysfs_create_group': ('sysfs_remove_group', 'group'),
    'sysfs_create_groups': ('sysfs_remove_groups', 'groups'),
    'sysfs_update_groups': ('sysfs_remove_groups', 'groups'),
    'sysfs_update_group': ('sysfs_remove_group', 'group'),
    'sysfs_merge_group': ('sysfs_unmerge_group', 'group'),
    'device_create_file': ('device_remove_file', 'file'),
    'device_create_bin_file': ('device_remove_bin_file', 'binary file'),
    'device_add_groups': ('device_remove_groups', 'groups'),
    'device_add_group': ('device_remove_group', 'group'),
    'driver_create_file': ('driver_remove_file', 'file'),
    'class_create_file': ('class_remove_file', 'file'),
    'class_create_file_ns': ('class_remove_file_ns', 'file'),
    'bus_create_file': ('bus_remove_file', 'file'),
}
# END model-rows


# The creates a call of a function of the file unwinds after them, and
# the entries an attribute array lists (a group may remove them).
leak_unwound_at = set()
leak_listed_at = set()


def leak_print(p, msg):
	coccilib.report.print_report(p[0], msg + " [sysfs-leak]")


def leak_what(cr, A):
	A = A.replace(" ", "").lstrip("&")
	return "%s '%s' created here by %s()" % (LEAK_PARTNER[cr][1], A, cr)

@initialize:python depends on org@
@@
def leak_print(p, msg):
	coccilib.org.print_todo(p[0], msg + " [sysfs-leak]")

// The creates, in any function: the entry is argument 1, or 2 for a link.
@leak_create@
// BEGIN model-rows key-1-creates: identifier cr
identifier cr = {sysfs_create_file, sysfs_create_file_ns, sysfs_create_files,
	sysfs_create_bin_file, sysfs_create_group, sysfs_create_groups,
	sysfs_update_groups, sysfs_update_group, sysfs_merge_group,
	device_create_file, device_create_bin_file, device_add_groups,
	device_add_group, driver_create_file, class_create_file, class_create_file_ns,
	bus_create_file};
// END model-rows
// BEGIN model-rows key-2-creates: identifier crl
identifier crl = {sysfs_create_link, sysfs_create_link_nowarn};
// END model-rows
expression K, T, A;
position p;
@@
\(cr@p(K, A, ...)\|crl@p(K, T, A)\)

// The function it is in.
@script:python leak_in@
p << leak_create.p;
fn;
@@
coccinelle.fn = cocci.make_ident(p[0].current_element)

// The teardown paired with the function: a driver's probe with its
// remove, module_init() with module_exit().
@leak_probe@
identifier leak_in.fn, d, td;
// BEGIN model-rows probe-members: identifier fp
identifier fp = {probe, probe_new};
// END model-rows
// BEGIN model-rows remove-members: identifier fr
identifier fr = {remove, disconnect};
// END model-rows
type T;
@@
(
T d = { ..., .fp = fn, ..., .fr = td, ... };
|
T d = { ..., .fr = td, ..., .fp = fn, ... };
)

@leak_init@
declarer name module_init;
identifier leak_in.fn;
@@
module_init(fn);

@leak_exit depends on leak_init@
declarer name module_exit;
identifier td;
@@
module_exit(td);

@script:python leak_pair@
cr << leak_create.cr = "";
crl << leak_create.crl = "";
t1 << leak_probe.td = "";
t2 << leak_exit.td = "";
rm;
td;
@@
# Without a create (every input has a default) or a teardown (a built-in
# module_init()), nothing to pair.
if not (cr or crl) or not (t1 or t2):
	cocci.include_match(False)
else:
	coccinelle.rm = cocci.make_ident(LEAK_PARTNER[cr or crl][0])
	coccinelle.td = cocci.make_ident(t1 or t2)

// The teardown removes the entry, or deletes the object holding it.
@leak_removed@
identifier leak_pair.td, leak_pair.rm;
expression leak_create.A;
// BEGIN model-rows dir-deletions: identifier del
identifier del = {kobject_del, kobject_put, kobject_unregister,
	kset_unregister, device_unregister, device_del, root_device_unregister,
	platform_device_unregister, platform_device_del, atm_dev_deregister,
	mmc_remove_host, video_unregister_device, class_destroy, class_unregister,
	driver_unregister, usb_deregister_device_driver, unregister_framebuffer,
	unlink_framebuffer, wiphy_unregister, ieee80211_unregister_hw,
	mt76_unregister_device, mt76_unregister_phy};
// END model-rows
// BEGIN model-rows group-removes: identifier grm
identifier grm = {sysfs_remove_group, sysfs_remove_groups, sysfs_unmerge_group,
	device_remove_groups, device_remove_group};
// END model-rows
@@
td(...) { <+... \(rm(..., A)\|del(...)\|grm(...)\) ...+> }

// The teardown findings are for entries a global names (not one reached
// through a pointer or an index), that no attribute array lists (a group
// holding it may go instead).
@leak_named@
identifier f, m, n;
global idexpression G;
expression K, T;
constant C;
position leak_create.p;
@@
\(f@p(K, \(&G\|&G.m\|&G.m.n\|G\), ...)\|f@p(K, T, C)\)

@leak_listed@
type T;
identifier arr;
expression E;
position p;
@@
T arr[] = { ..., &E@p.attr, ... };

@script:python@
E << leak_listed.E;
p << leak_listed.p;
@@
leak_listed_at.add((p[0].file, "&" + E.replace(" ", "")))

// The functions of the file that remove an entry or delete an object: the
// teardown calls one, or the setup has the driver core run one
// (devm_add_action()). Which entry they remove is sysfscheck's to tell.
@leak_removal@
// BEGIN model-rows removes: identifier rm
identifier rm = {sysfs_remove_file, sysfs_remove_file_ns, sysfs_remove_files,
	sysfs_remove_bin_file, sysfs_remove_link, sysfs_remove_group,
	sysfs_remove_groups, sysfs_unmerge_group, device_remove_file,
	device_remove_bin_file, device_remove_groups, device_remove_group,
	driver_remove_file, class_remove_file, class_remove_file_ns, bus_remove_file};
// END model-rows
// BEGIN model-rows dir-deletions: identifier del
identifier del = {kobject_del, kobject_put, kobject_unregister,
	kset_unregister, device_unregister, device_del, root_device_unregister,
	platform_device_unregister, platform_device_del, atm_dev_deregister,
	mmc_remove_host, video_unregister_device, class_destroy, class_unregister,
	driver_unregister, usb_deregister_device_driver, unregister_framebuffer,
	unlink_framebuffer, wiphy_unregister, ieee80211_unregister_hw,
	mt76_unregister_device, mt76_unregister_phy};
// END model-rows
position p;
@@
\(rm@p(...)\|del@p(...)\)

@script:python leak_remover@
p << leak_removal.p;
h;
@@
coccinelle.h = cocci.make_ident(p[0].current_element)

@leak_helper_called@
identifier leak_pair.td, leak_remover.h;
@@
td(...) { <+... h(...) ...+> }

@leak_helper_deferred@
identifier leak_in.fn, leak_remover.h;
// BEGIN model-rows defers: identifier dfr
identifier dfr = {devm_add_action, devm_add_action_or_reset,
	__devres_alloc_node};
// END model-rows
@@
fn(...) { <+... dfr(..., h, ...) ...+> }

@leak_error exists@
identifier leak_in.fn, leak_pair.rm, g;
expression leak_create.A, E;
// BEGIN model-rows dir-deletions: identifier del
identifier del = {kobject_del, kobject_put, kobject_unregister,
	kset_unregister, device_unregister, device_del, root_device_unregister,
	platform_device_unregister, platform_device_del, atm_dev_deregister,
	mmc_remove_host, video_unregister_device, class_destroy, class_unregister,
	driver_unregister, usb_deregister_device_driver, unregister_framebuffer,
	unlink_framebuffer, wiphy_unregister, ieee80211_unregister_hw,
	mt76_unregister_device, mt76_unregister_phy};
// END model-rows
local idexpression x, ret;
identifier f;
constant C;
statement S;
position leak_create.p, pe;
@@
fn(...) {
	... when any
(
	x = f@p(...);
	if (\(x\|x < 0\|x != 0\)) S
|
	if (\(f@p(...)\|f@p(...) < 0\)) S
|
	f@p(...);
)
	... when != rm(..., A)
	    when != del(...)
(
	if (E) return@pe -C;
|
	if (E) {
		... when != rm(..., A)
		    when != del(...)
		return@pe -C;
	}
|
	ret = g(...);
	... when != rm(..., A)
	    when != del(...)
(
	if (\(ret\|ret < 0\)) return@pe ret;
|
	if (\(ret\|ret < 0\)) {
		... when != rm(..., A)
		    when != del(...)
		return@pe ret;
	}
)
)
	... when any
}

// The function removes an entry or deletes an object after the create:
// its unwind is sysfscheck's to follow.
@leak_unwound exists@
identifier leak_in.fn;
// BEGIN model-rows removes: identifier rm
identifier rm = {sysfs_remove_file, sysfs_remove_file_ns, sysfs_remove_files,
	sysfs_remove_bin_file, sysfs_remove_link, sysfs_remove_group,
	sysfs_remove_groups, sysfs_unmerge_group, device_remove_file,
	device_remove_bin_file, device_remove_groups, device_remove_group,
	driver_remove_file, class_remove_file, class_remove_file_ns, bus_remove_file};
// END model-rows
// BEGIN model-rows dir-deletions: identifier del
identifier del = {kobject_del, kobject_put, kobject_unregister,
	kset_unregister, device_unregister, device_del, root_device_unregister,
	platform_device_unregister, platform_device_del, atm_dev_deregister,
	mmc_remove_host, video_unregister_device, class_destroy, class_unregister,
	driver_unregister, usb_deregister_device_driver, unregister_framebuffer,
	unlink_framebuffer, wiphy_unregister, ieee80211_unregister_hw,
	mt76_unregister_device, mt76_unregister_phy};
// END model-rows
identifier f;
position leak_create.p;
@@
fn(...) {
	... when any
	f@p(...)
	... when any
	\(rm(...)\|del(...)\)
	... when any
}

// Or it calls a function of the file that removes an entry or deletes an
// object (leak_remover).
@leak_unwound_by exists@
identifier leak_in.fn, leak_remover.h;
identifier f;
position leak_create.p, pu;
@@
fn(...) {
	... when any
	f@p(...)
	... when any
	h@pu(...)
	... when any
}

@script:python@
p << leak_create.p;
u << leak_unwound_by.pu;
@@
leak_unwound_at.add((p[0].file, p[0].line, p[0].column))

@script:python depends on forall (report || org) && (leak_probe || leak_init) &&
	leak_named && !leak_removed && !leak_helper_called &&
	!leak_helper_deferred@
fn << leak_in.fn;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
A << leak_create.A;
p << leak_create.p;
rm << leak_pair.rm;
td << leak_pair.td;
@@
if (p[0].file, A.replace(" ", "")) not in leak_listed_at:
	leak_print(p, "%s in %s() is never removed by %s(): call %s() there"
		   % (leak_what(cr or crl, A), fn, td, rm))

@script:python depends on (report || org) && !leak_unwound@
fn << leak_in.fn;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
A << leak_create.A;
p << leak_create.p;
rm << leak_pair.rm;
pe << leak_error.pe;
@@
if (p[0].file, p[0].line, p[0].column) not in leak_unwound_at:
	leak_print(p, "%s is not removed when %s() fails at line %s: call %s() on "
		   "that path" % (leak_what(cr or crl, A), fn, pe[0].line, rm))

@depends on forall context && (leak_probe || leak_init) && leak_named &&
	!leak_removed && !leak_helper_called && !leak_helper_deferred@
position leak_create.p;
identifier f;
@@
* f@p(...)

@depends on context && !leak_unwound && !leak_unwound_by@
position leak_create.p, leak_error.pe;
identifier f;
expression E;
@@
* f@p(...);
... when any
* return@pe E;
