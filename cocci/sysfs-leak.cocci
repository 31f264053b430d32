// SPDX-License-Identifier: MIT
/// A sysfs file, group or link that a probe or module_init() creates must
/// go at its remove or module_exit() and on each later error return, or it
/// outlives the driver (-EEXIST at the next probe, show() called in an
/// unloaded module). Found: an entry a global names that the teardown
/// neither removes nor deletes, itself, by a function of the file or by a
/// devm action; an error return after a create with no remove after it.
/// Lifetimes across functions are sysfscheck's; leaks are never patched.
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

def leak_saw(known, x):
	known.add(x.replace(" ", ""))
	return False

def leak_at(p):
	return (p[0].line, p[0].column)

def leak_hands_off(td, g):
	# A call of the teardown to its driver: esas2r_kill_adapter() of
	# esas2r_remove(), the name up to its last _.
	to = td[:td.rfind("_") + 1]
	return bool(to) and g != td and g.startswith(to) and \
		not leak_saw(leak_handoffs, td)

def leak_forgets(p):
	# Also not where the teardown hands off to its driver and another
	# file can name the entry (a link by its name, a variable not static
	# here: bin_attr_fw of &bin_attr_fw.attr), as sysfscheck assumes of an
	# attribute a header declares.
	A, what, fn, rm, td = leak_made[leak_at(p)]
	v = A.lstrip("&").split(".")[0]
	static = A[0] != '"' and any(v == n or n.startswith("attr_") and
				     v.endswith(n) for n in leak_statics)
	return td not in leak_callers and fn not in leak_deferrers and \
		A not in leak_listed and (static or td not in leak_handoffs)

def leak_print(p, msg):
	coccilib.report.print_report(p[0], msg + " [sysfs-leak]")

@initialize:python depends on org@
@@
def leak_print(p, msg):
	coccilib.org.print_todo(p[0], msg + " [sysfs-leak]")

// What the rules learn of each file, named for what the sets hold.
@script:python@
@@
leak_teardowns, leak_made = [], {}
(leak_undo, leak_removed, leak_deleters, leak_callers, leak_deferrers,
 leak_listed, leak_statics, leak_handoffs,
 leak_failed) = (set() for i in range(9))

// The creates, in any function: the entry is argument 1, 2 for a link.
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

// The teardowns: the remove of a probe in the same driver structure, the
// module_exit() of module_init().
@leak_teardown depends on leak_create@
identifier setup, d, td;
// BEGIN model-rows probe-members: identifier fp
identifier fp = {probe, probe_new};
// END model-rows
// BEGIN model-rows remove-members: identifier fr
identifier fr = {remove, remove_new, disconnect};
// END model-rows
declarer name module_init, module_exit;
type T;
@@
(
T d = { ..., .fp = setup, ..., .fr = td, ... };
|
module_init(setup);
|
module_exit(td);
)

@script:python@
s << leak_teardown.setup = "";
t << leak_teardown.td = "";
@@
leak_teardowns.append((s, t))

// The function of each create and its teardown (none: nothing to pair,
// as for a built-in module_init()).
@script:python leak_pair@
p << leak_create.p;
cr << leak_create.cr = "";
crl << leak_create.crl = "";
A << leak_create.A;
fn;
td;
@@
f, c, A = p[0].current_element, cr or crl, A.replace(" ", "")
exits = [t for (s, t) in leak_teardowns if not s and t]
tds = [t or exits[0] for (s, t) in leak_teardowns if s == f and (t or exits)]
if not tds:
	cocci.include_match(False)
else:
	what = "%s '%s' created here by %s()" % (LEAK_PARTNER[c][1],
						 A.lstrip("&").strip('"'), c)
	leak_made[leak_at(p)] = (A, what, f, LEAK_PARTNER[c][0], tds[0])
	coccinelle.fn = cocci.make_ident(f)
	coccinelle.td = cocci.make_ident(tds[0])

// The functions of the file that remove an entry or delete an object,
// and what they remove.
@leak_removal depends on leak_pair@
// BEGIN model-rows unwinds: identifier u
identifier u = {sysfs_remove_file, sysfs_remove_file_ns, sysfs_remove_files,
	sysfs_remove_bin_file, sysfs_remove_link, sysfs_remove_group,
	sysfs_remove_groups, sysfs_unmerge_group, device_remove_file,
	device_remove_bin_file, device_remove_groups, device_remove_group,
	driver_remove_file, class_remove_file, class_remove_file_ns, bus_remove_file,
	kobject_del, kobject_put, kobject_unregister, kset_unregister,
	device_unregister, device_del, root_device_unregister,
	platform_device_unregister, platform_device_del, atm_dev_deregister,
	mmc_remove_host, video_unregister_device, class_destroy, class_unregister,
	driver_unregister, usb_deregister_device_driver, unregister_framebuffer,
	unlink_framebuffer, wiphy_unregister, ieee80211_unregister_hw,
	mt76_unregister_device, mt76_unregister_phy};
// END model-rows
expression A;
position p;
@@
u@p(..., A)

@script:python leak_remover@
u << leak_removal.u;
A << leak_removal.A;
p << leak_removal.p;
remover;
@@
f = p[0].current_element
coccinelle.remover = cocci.make_ident(f)
leak_undo.update((f, u))
# A deletion, or a group that goes, may take the entry with it.
if "group" in dict(LEAK_PARTNER.values()).get(u, "group"):
	leak_deleters.add(f)
else:
	leak_removed.add((f, u, A.replace(" ", "")))

// The function unwinds after the create, itself or by a function of the
// file: sysfscheck follows that. Else an error return after it leaks the
// entry: a negative constant, or a status tested, on a path from the
// failure check of the create.
@leak_unwound depends on leak_pair exists@
identifier f;
identifier undo : script:python () { undo in leak_undo };
position leak_create.p;
@@
f@p(...)
... when any
undo(...)

@leak_error depends on leak_pair && !leak_unwound exists@
identifier leak_pair.fn, f;
local idexpression x, ret;
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
	...
(
	return@pe -C;
|
	if (\(ret\|ret < 0\)) {
		...
		return@pe ret;
	}
)
	... when any
}

@script:python depends on (report || org) && !leak_unwound@
p << leak_create.p;
pe << leak_error.pe;
@@
if leak_at(p) not in leak_failed:
	leak_failed.add(leak_at(p))
	A, what, fn, rm, td = leak_made[leak_at(p)]
	leak_print(p, "%s is not removed when %s() fails at line %s: call %s() "
		   "on that path" % (what, fn, pe[0].line, rm))

@depends on context && !leak_unwound@
position leak_create.p, leak_error.pe;
identifier f;
expression E;
@@
* f@p(...);
... when any
* return@pe E;

// The teardown finding: the teardown neither removes the entry (its
// remove, a group remove or a deletion) nor calls a function that removes
// one, the setup has none run by the driver core, a global names the
// entry (not a pointer or an index), and no attribute array lists it.
@script:python leak_kept depends on leak_pair@
p << leak_create.p;
@@
A, what, fn, rm, td = leak_made[leak_at(p)]
if td in leak_deleters or (td, rm, A) in leak_removed:
	cocci.include_match(False)

@leak_call depends on leak_remover@
identifier leak_remover.remover;
// BEGIN model-rows defers: identifier dfr
identifier dfr = {devm_add_action, devm_add_action_or_reset,
	__devres_alloc_node};
// END model-rows
position p : script:python () { leak_saw(leak_callers, p[0].current_element) };
position q : script:python () {
	leak_saw(leak_deferrers, q[0].current_element) };
@@
\(remover@p(...)\|dfr(..., remover@q, ...)\)

@leak_named depends on leak_kept@
position leak_create.p;
identifier f, m, n;
global idexpression G;
expression K, T;
constant C;
@@
\(f@p(K, \(&G\|&G.m\|&G.m.n\|G\), ...)\|f@p(K, T, C)\)

// Recorded by constraints, as the callers above: the arrays and the
// calls of the teardown to its driver.
@leak_listed depends on leak_named@
type T;
identifier arr;
expression E : script:python () { leak_saw(leak_listed, "&" + E) };
@@
T arr[] = { ..., &E.attr, ... };

@leak_handoff depends on leak_named@
identifier leak_pair.td;
identifier g : script:python (td) { leak_hands_off(td, g) };
@@
td(...) { <+... g(...) ...+> }

// The statics: a declarer names attr_<name>, ATTRIBUTE_GROUPS(n) n_group.
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

@depends on context && leak_named@
position leak_create.p;
identifier f : script:python (p) { leak_forgets(p) };
@@
* f@p(...)

@script:python depends on (report || org) && leak_named@
p << leak_create.p;
@@
if leak_forgets(p):
	A, what, fn, rm, td = leak_made[leak_at(p)]
	leak_print(p, "%s in %s() is never removed by %s(): call %s() there"
		   % (what, fn, td, rm))
