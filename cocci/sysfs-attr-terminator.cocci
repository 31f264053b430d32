// SPDX-License-Identifier: MIT
/// An array of attribute, binary-attribute or attribute-group pointers
/// that reaches a list the sysfs core walks until it meets NULL (a group's
/// .attrs or .bin_attrs, a ktype's .default_groups, a driver's
/// .dev_groups, ATTRIBUTE_GROUPS(), sysfs_create_files(),
/// sysfs_create_groups(), device_add_groups(), ...) must end with NULL:
/// without it the loop reads past the end of the array.
///
/// The array reaches such a list directly, through local variables and
/// assignments, or through a parameter of a function of the same file;
/// an array that is not static may reach one from another file. A sized
/// array with room left over ends in the zero fill; an array only indexed
/// or walked with ARRAY_SIZE() needs no terminator.
///
/// Patch mode appends the NULL.
//
// Confidence: High
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Prefilter: attribute
// Keywords: sysfs, attribute, attribute_group, NULL terminator
// URL: docs/checks/sysfs-attr-terminator.md

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re

# Per file: the candidate arrays, the flow edges between names, the names
# that are lists sysfs walks (with how), and the static arrays.
STATE = {}

LIST_FIELD = re.compile(r'^(attrs|bin_attrs|default_attrs|default_groups|groups|[a-z0-9_]*_groups)$')
# The sysfs API functions that take a NULL-terminated list, and which
# argument (from 0) it is.
LIST_ARG = {
    'sysfs_create_files': 1, 'sysfs_remove_files': 1,
    'sysfs_create_groups': 1, 'sysfs_remove_groups': 1,
    'sysfs_update_groups': 1,
    'device_add_groups': 1, 'device_remove_groups': 1,
    'devm_device_add_groups': 1,
    'hwmon_device_register_with_groups': 3,
    'devm_hwmon_device_register_with_groups': 3,
    'hwmon_device_register_with_info': 4,
    'devm_hwmon_device_register_with_info': 4,
    'device_create_with_groups': 4,
}
NOUNS = (('bin_attribute', 'binary attribute array'),
         ('attribute_group', 'attribute group array'),
         ('attribute', 'attribute array'))
NULLS = ('NULL', '0', '( void * ) 0', '( ( void * ) 0 )')


def st(p):
    f = p[0].file
    if f not in STATE:
        STATE[f] = {'arrays': {}, 'edges': {}, 'sinks': {}, 'static': set(),
                    'params': {}, 'calls': [], 'designated': set()}
    return STATE[f]


def noun(t):
    for tag, n in NOUNS:
        if re.search(r'\bstruct\s+%s\b' % tag, t):
            return n
    return None


def edge(s, a, b):
    s['edges'].setdefault(a, set()).add(b)


def sink(s, name, how):
    s['sinks'].setdefault(name, how)


def value_of(init):
    # "[ X ] = E" or ". f = E" -> "E"
    init = init.strip()
    m = re.match(r'^(\[[^\]]*\]|\.\s*\w+)\s*=\s*(.*)$', init)
    return m.group(2).strip() if m else init


def compact(e):
    e = re.sub(r'\s*(->|\.)\s*', r'\1', e)
    e = re.sub(r'&\s+', '&', e)
    return e.strip()


def reach(s, name):
    # Breadth-first along the flow edges to a list sysfs walks.
    for fn, i, arg in s['calls']:
        if (fn, i) in s['params']:
            edge(s, arg, s['params'][(fn, i)])
    seen = {name}
    todo = [name]
    while todo:
        n = todo.pop(0)
        if n in s['sinks']:
            return s['sinks'][n]
        for m in sorted(s['edges'].get(n, ())):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return None


def verdict(p, a):
    # None when the array is fine, else the message.
    s = st(p)
    info = s['arrays'].get((a, p[0].line))
    if info is None:
        return None
    kind, count, size, last, scope = info
    how = reach(s, a)
    if how is None and scope == a and a not in s['static']:
        how = "another file's code (it is not static)"
    if how is None:
        return None
    if size is not None:
        if not size.isdigit():
            return None
        if int(size) > count:
            return None
    if count == 0:
        return ("%s '%s' is empty: it has no NULL terminator, and sysfs "
                "walks it through %s until it finds one; make it { NULL }"
                % (kind, a, how))
    if compact(value_of(last)) in NULLS:
        return None
    return ("%s '%s' is not NULL-terminated (last element '%s'); sysfs walks "
            "it through %s until it finds NULL: add NULL as its last element"
            % (kind, a, compact(value_of(last)), how))

def open_array(p, a):
    # Empty or not ending in NULL: only then can verdict() say something,
    # and only then are the flow rules worth their cost.
    info = st(p)["arrays"].get((a, p[0].line))
    return info is not None and (info[1] == 0 or
                                 compact(value_of(info[3])) not in NULLS)


def patchable(p, a):
    # Appending NULL is safe in an unsized array without designators
    # (after "[X] = e," a NULL would overwrite element X + 1).
    s = st(p)
    info = s['arrays'].get((a, p[0].line))
    return (info is not None and info[2] is None and
            (a, p[0].line) not in s['designated'] and
            verdict(p, a) is not None)

// The candidate arrays: pointers to attributes, binary attributes or
// groups, with their element count and last element. One rule with a
// position per form (unsized, empty, sized): spatch pays a matching cost
// per rule and per function whatever the pattern.
@arr@
identifier a;
type T;
initializer list[n] IL;
initializer E;
expression N;
position p, pe, ps;
@@
(
T *a@p[] = { IL, E };
|
T *a@pe[] = { };
|
T *a@ps[N] = { IL, E };
)

@script:python@
a << arr.a;
T << arr.T;
n << arr.n;
IL << arr.IL;
E << arr.E;
p << arr.p;
@@
k = noun(T)
if k and (re.match(r'^\s*\[', str(E)) or re.search(r'(^|,)\s*\[', str(IL))):
    st(p)['designated'].add((a, p[0].line))
if k:
    st(p)['arrays'][(a, p[0].line)] = (k, int(n) + 1, None, E,
                                        p[0].current_element)

@script:python@
a << arr.a;
T << arr.T;
p << arr.pe;
@@
k = noun(T)
# "{ }" also matches a list of designated initialisers: arr saw those.
if k and (a, p[0].line) not in st(p)['arrays']:
    st(p)['arrays'][(a, p[0].line)] = (k, 0, None, '', p[0].current_element)

@script:python@
a << arr.a;
T << arr.T;
n << arr.n;
N << arr.N;
E << arr.E;
p << arr.ps;
@@
k = noun(T)
if k:
    st(p)['arrays'][(a, p[0].line)] = (k, int(n) + 1, N.strip(), E,
                                        p[0].current_element)

// A file whose candidate arrays all end in NULL cannot have a finding:
// every rule below (flow, static arrays, ATTRIBUTE_GROUPS(), the finding
// and the fix: verdict() is None for an array open_array() rejects) runs
// only in files with an open one.
@unterm@
identifier a;
type T;
position p : script:python(a) { open_array(p, a) };
@@
(
T *a@p[] = ...;
|
T *a@p[...] = ...;
)

@stat depends on unterm@
identifier a;
type T;
position p;
@@
(
static T *a@p[] = ...;
|
static T *a@p[...] = ...;
)

@script:python@
a << stat.a;
p << stat.p;
@@
st(p)['static'].add(a)

// Where names flow: assignments, initialised declarations, arguments.
@asg depends on unterm@
expression X;
identifier a;
position p;
@@
X@p = a

@script:python@
X << asg.X;
a << asg.a;
p << asg.p;
@@
s = st(p)
m = re.search(r'(\.|->)\s*(\w+)$', X)
if m and LIST_FIELD.match(m.group(2)):
    sink(s, a, "'.%s'" % m.group(2))
elif re.match(r'^\w+$', X.strip()):
    edge(s, a, X.strip())

@ini depends on unterm@
type T;
identifier x;
initializer I;
position p;
@@
(
T x@p = I;
|
T x@p[] = I;
|
T x@p[...] = I;
)

@script:python@
x << ini.x;
I << ini.I;
p << ini.p;
@@
s = st(p)
for m in re.finditer(r'\.\s*(\w+)\s*=\s*(?:\(\s*[^()]*\)\s*)?(\w+)\s*[,}]', I):
    if LIST_FIELD.match(m.group(1)):
        sink(s, m.group(2), "'.%s' of '%s'" % (m.group(1), x))
if re.match(r'^\s*\w+\s*$', I):
    edge(s, I.strip(), x)

@call depends on unterm@
identifier f, a;
expression list[n] es;
position p;
@@
f@p(es, a, ...)

@script:python@
f << call.f;
n << call.n;
a << call.a;
p << call.p;
@@
s = st(p)
n = int(n)
if LIST_ARG.get(f) == n:
    sink(s, a, '%s()' % f)
s['calls'].append((f, n, a))

@par depends on unterm@
identifier f, q;
parameter list[n] ps;
type T;
position p;
@@
f@p(ps, T q, ...) { ... }

@script:python@
f << par.f;
q << par.q;
n << par.n;
p << par.p;
@@
st(p)["params"][(f, int(n))] = q

@groups depends on unterm@
declarer name ATTRIBUTE_GROUPS, BIN_ATTRIBUTE_GROUPS;
identifier g;
position p;
@@
(
ATTRIBUTE_GROUPS@p(g);
|
BIN_ATTRIBUTE_GROUPS@p(g);
)

@script:python@
g << groups.g;
p << groups.p;
@@
sink(st(p), g + '_attrs', "'.attrs' of '%s_group'" % g)

// The findings.
@bad depends on unterm@
identifier a;
type T;
position p : script:python(a) { verdict(p, a) is not None };
@@
(
T *a@p[] = ...;
|
T *a@p[...] = ...;
)

@script:python depends on report@
a << bad.a;
p << bad.p;
@@
coccilib.report.print_report(p[0], verdict(p, a) + " [sysfs-attr-terminator]")

@script:python depends on org@
a << bad.a;
p << bad.p;
@@
coccilib.org.print_todo(p[0], verdict(p, a) + " [sysfs-attr-terminator]")

@depends on context@
identifier bad.a;
type T;
position bad.p;
@@
(
* T *a@p[] = ...;
|
* T *a@p[...] = ...;
)

@fix depends on unterm && patch@
identifier a;
type T;
position p : script:python(a) { patchable(p, a) };
initializer list IL;
@@
T *a@p[] = { IL,
+ NULL,
  };

@depends on unterm && patch@
identifier a;
type T;
position p : script:python(a) { patchable(p, a) };
@@
T *a@p[] = {
+ NULL
  };
