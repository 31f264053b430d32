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
/// deletion of the object holding it (unless the teardown calls its driver
/// in another file and the entry is not static: it may go there); and an
/// error return after the create (a negative constant, or the status of a
/// later call) with no such remove or deletion on the way. Entries made
/// with devm_ functions or through .dev_groups are the driver core's to
/// remove. Lifetimes across functions (helpers of the probe, callers that
/// unwind, objects deleted elsewhere) are sysfscheck's.
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

# What the rules learn about the file being matched: the functions that
# remove an entry or delete an object, those that call one or have the
# driver core run one, the entries an attribute array lists (a group may
# remove them), the creates already reported. One spatch may match many
# files, one after the other: the first create of a file starts afresh.
leak_file = [None]
leak_removers, leak_removed, leak_deleters = set(), set(), set()
leak_callers, leak_deferrers, leak_listed_at = set(), set(), set()
leak_failed_at, leak_named_at, leak_forgotten_at = set(), set(), {}
leak_handoffs, leak_defined, leak_statics = set(), set(), set()

def leak_file_begins(name):
	if leak_file[0] != name:
		leak_file[0] = name
		for known in (leak_removers, leak_removed, leak_deleters,
			      leak_callers, leak_deferrers,
			      leak_listed_at, leak_failed_at, leak_forgotten_at,
			      leak_named_at, leak_handoffs, leak_defined,
			      leak_statics):
			known.clear()

def leak_at(p):
	return (int(p[0].line), int(p[0].column))

def leak_entry(A):
	return A.replace(" ", "")

def leak_hands_off(td, g):
	# A call of the teardown to its driver (a name with the teardown name
	# up to its last _, esas2r_ of esas2r_remove) while an entry is forgotten.
	prefix = td[:td.rfind("_") + 1]
	if prefix and g != td and g.startswith(prefix) and \
	   any(t == td for (t, A) in leak_forgotten_at.values()):
		leak_handoffs.add((td, g))
		return True
	return False

def leak_defines(g):
	leak_defined.update(c for (t, c) in leak_handoffs if c == g)
	return False

def leak_forgets(p):
	# Not when the teardown calls such a function that the file does not
	# define and another file can name the entry (a link by its name, a
	# variable not static here: bin_attr_fw of &bin_attr_fw.attr): as
	# sysfscheck assumes of an attribute a header declares, it may go there.
	td, A = leak_forgotten_at.get(leak_at(p), (None, ""))
	v = A.lstrip("&").split(".")[0]
	shared = A.startswith('"') or not any(v == n or (
		n.startswith("attr_") and v.endswith(n)) for n in leak_statics)
	return td is not None and not (shared and any(
		t == td and g not in leak_defined for (t, g) in leak_handoffs))

def leak_print(p, msg):
	coccilib.report.print_report(p[0], msg + " [sysfs-leak]")

def leak_what(cr, A):
	A = A.replace(" ", "").lstrip("&").strip('"')
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
	sysfs_merge_group, device_create_file, device_create_bin_file,
	device_add_groups, device_add_group, driver_create_file, class_create_file,
	class_create_file_ns, bus_create_file};
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
leak_file_begins(p[0].file)
coccinelle.fn = cocci.make_ident(p[0].current_element)

// The teardown paired with the function: a driver's probe with its
// remove, module_init() with module_exit(). Matched once for the file,
// paired with each create's function by leak_pair.
@leak_probe depends on leak_create@
identifier setup, d, td;
// BEGIN model-rows probe-members: identifier fp
identifier fp = {probe, probe_new};
// END model-rows
// BEGIN model-rows remove-members: identifier fr
identifier fr = {remove, remove_new, disconnect};
// END model-rows
type T;
@@
(
T d = { ..., .fp = setup, ..., .fr = td, ... };
|
T d = { ..., .fr = td, ..., .fp = setup, ... };
)

@leak_init depends on leak_create@
declarer name module_init;
identifier setup;
@@
module_init(setup);

@leak_exit depends on leak_init@
declarer name module_exit;
identifier td;
@@
module_exit(td);

@script:python leak_pair@
fn << leak_in.fn;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
s1 << leak_probe.setup = "";
t1 << leak_probe.td = "";
s2 << leak_init.setup = "";
t2 << leak_exit.td = "";
rm;
td;
@@
# Without a create (every input has a default) or a teardown paired with
# its function (a built-in module_init() has none), nothing to pair.
td = t1 if fn == s1 else t2 if fn == s2 else ""
if not (cr or crl) or not td:
	cocci.include_match(False)
else:
	coccinelle.rm = cocci.make_ident(LEAK_PARTNER[cr or crl][0])
	coccinelle.td = cocci.make_ident(td)

// The teardown findings are for entries a global names (not one reached
// through a pointer or an index).
@leak_named depends on leak_pair@
// BEGIN model-rows key-1-creates: identifier cr
identifier cr = {sysfs_create_file, sysfs_create_file_ns, sysfs_create_files,
	sysfs_create_bin_file, sysfs_create_group, sysfs_create_groups,
	sysfs_merge_group, device_create_file, device_create_bin_file,
	device_add_groups, device_add_group, driver_create_file, class_create_file,
	class_create_file_ns, bus_create_file};
// END model-rows
// BEGIN model-rows key-2-creates: identifier crl
identifier crl = {sysfs_create_link, sysfs_create_link_nowarn};
// END model-rows
identifier m, n;
global idexpression G;
expression K, T;
constant C;
position p;
@@
(
\(cr@p\|crl@p\)(K, \(&G\|&G.m\|&G.m.n\|G\), ...)
|
\(cr@p\|crl@p\)(K, T, C)
)

@script:python@
p << leak_named.p;
@@
leak_named_at.add(leak_at(p))

// The functions of the file that remove an entry or delete an object,
// and what they remove: the teardown may do it, or call one of them, or
// the setup may have the driver core run one (devm_add_action()); a
// create followed by one in its function is unwound there (which entry
// goes is sysfscheck's to tell). grm: a group holding the entry goes.
@leak_removal depends on leak_pair@
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
// BEGIN model-rows group-removes: identifier grm
identifier grm = {sysfs_remove_group, sysfs_remove_groups, sysfs_unmerge_group,
	device_remove_groups, device_remove_group};
// END model-rows
expression A;
position p;
@@
\(grm@p(...)\|del@p(...)\|rm@p(..., A)\)

@script:python leak_remover@
grm << leak_removal.grm = "";
d << leak_removal.del = "";
rm << leak_removal.rm = "";
A << leak_removal.A = "";
p << leak_removal.p;
remover;
@@
fn = p[0].current_element
coccinelle.remover = cocci.make_ident(fn)
leak_removers.add(fn)
if grm or d:
	leak_deleters.add(fn)
else:
	leak_removed.add((fn, rm, leak_entry(A)))

// The functions that call one, or have the driver core run one (once each).
@leak_call depends on leak_remover@
identifier leak_remover.remover;
position p;
@@
remover@p(...)

@script:python@
p << leak_call.p;
@@
leak_callers.add(p[0].current_element)

@leak_defer depends on leak_remover@
identifier leak_remover.remover;
// BEGIN model-rows defers: identifier dfr
identifier dfr = {devm_add_action, devm_add_action_or_reset,
	__devres_alloc_node};
// END model-rows
position p;
@@
dfr@p(..., remover, ...)

@script:python@
p << leak_defer.p;
@@
leak_deferrers.add(p[0].current_element)

// The entries an attribute array lists (a group holding one may remove
// it).
@leak_listed depends on leak_pair@
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
leak_listed_at.add("&" + leak_entry(E))

// The teardown finding, for an entry a global names: the teardown neither
// removes it (its remove with the same entry, a group remove or a
// deletion) nor calls a function that removes one, the setup has none run
// by the driver core, and no attribute array lists the entry. (A set, not
// a failed match: the error-path findings below need every create.)
@script:python depends on leak_probe || leak_init@
fn << leak_in.fn;
A << leak_create.A;
p << leak_create.p;
td << leak_pair.td;
rm << leak_pair.rm;
@@
if leak_at(p) in leak_named_at and td not in leak_deleters and \
   (td, rm, leak_entry(A)) not in leak_removed and td not in leak_callers \
   and fn not in leak_deferrers and leak_entry(A) not in leak_listed_at:
	leak_forgotten_at[leak_at(p)] = (td, leak_entry(A))

// A teardown of a forgotten entry calls its driver (esas2r_kill_adapter()
// of esas2r_remove()), a function the file does not define; the statics
// (a declarer's names end in attr_<name>, ATTRIBUTE_GROUPS(n) n_group).
@leak_handoff depends on leak_pair@
identifier leak_pair.td;
identifier g : script:python (td) { leak_hands_off(td, g) };
@@
td(...) { <+... g(...) ...+> }

// (Matches nothing: its constraint records the definitions.)
@leak_seen depends on leak_handoff@
identifier g : script:python () { leak_defines(g) };
@@
g(...) { ... }

@leak_static depends on leak_handoff@
declarer d;
declarer name ATTRIBUTE_GROUPS;
identifier n, ag;
type T;
@@
\(static T n;\|static d(n, ...);\|ATTRIBUTE_GROUPS(ag);\)

@script:python@
d << leak_static.d = "";
n << leak_static.n = "";
ag << leak_static.ag = "";
@@
leak_statics.update((ag + "_group", ag + "_groups") if ag else
		    ("attr_" + n if d else n,) if n else ())

@script:python depends on (report || org) && (leak_probe || leak_init)@
fn << leak_in.fn;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
A << leak_create.A;
p << leak_create.p;
rm << leak_pair.rm;
td << leak_pair.td;
@@
if leak_forgets(p):
	leak_print(p, "%s in %s() is never removed by %s(): call %s() there"
		   % (leak_what(cr or crl, A), fn, td, rm))

@depends on context && (leak_probe || leak_init)@
position p : script:python() { leak_forgets(p) };
identifier f;
@@
* f@p(...)

// The function removes an entry or deletes an object after the create,
// itself or by a function of the file: its unwind is sysfscheck's to
// follow.
@leak_unwound depends on leak_create exists@
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

@leak_unwound_call depends on leak_create && !leak_unwound exists@
identifier leak_in.fn;
identifier undo : script:python () { undo in leak_removers };
identifier f;
position leak_create.p;
@@
fn(...) {
	... when any
	f@p(...)
	... when any
	undo(...)
	... when any
}

@leak_error depends on leak_create && !leak_unwound && !leak_unwound_call exists@
identifier leak_in.fn, leak_pair.rm;
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
	return@pe -C;
|
	if (\(ret\|ret < 0\)) return@pe ret;
|
	if (\(ret\|ret < 0\)) {
		... when != rm(..., A)
		    when != del(...)
		return@pe ret;
	}
)
	... when any
}

@script:python depends on (report || org) && !leak_unwound &&
	!leak_unwound_call@
fn << leak_in.fn;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
A << leak_create.A;
p << leak_create.p;
rm << leak_pair.rm;
pe << leak_error.pe;
@@
# One finding a create: its first error return.
if (p[0].line, p[0].column) not in leak_failed_at:
	leak_failed_at.add((p[0].line, p[0].column))
	leak_print(p, "%s is not removed when %s() fails at line %s: call %s() "
		   "on that path" % (leak_what(cr or crl, A), fn, pe[0].line, rm))

@depends on context && !leak_unwound && !leak_unwound_call@
position leak_create.p, leak_error.pe;
identifier f;
expression E;
@@
* f@p(...);
... when any
* return@pe E;
