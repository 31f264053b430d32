// SPDX-License-Identifier: MIT
/// A sysfs entry (file, binary file, files, group, groups, link) that a
/// probe or module init creates and that is not removed again:
///
///  - on an error path: the function returns an error after the create
///    succeeded, and no path to that return removes the entry or deletes
///    the directory that holds it (a kobject put, a device, class or
///    subsystem object unregistered), nor do the callers when the
///    function leaves that to them;
///  - at teardown: the remove (or module exit) paired with the probe (or
///    module init) neither removes it nor deletes the directory holding it;
///  - a dead link: the teardown frees the link's target before the link
///    (or the kobject holding it) goes.
///
/// A leaked entry outlives the driver: the next probe fails with -EEXIST,
/// and a read calls show() in an unloaded module. Entries made with devm_
/// functions or through .dev_groups are removed by the driver core.
/// Leaks are reported, never patched: the fix is the right place in the
/// unwind, which is a decision to review.
//
// Confidence: Moderate
// Copyright: (C) 2026 sysfscheck authors
// Options: --no-includes --include-headers --macro-file scripts/coccinelle/sysfs/sysfs-macros.h
// Keywords: sysfs, sysfs_create_group, device_create_file, sysfs_create_link, error path, remove
// URL: docs/checks/sysfs-leak.md

virtual context
virtual org
virtual report
virtual patch

@initialize:python@
@@
import bisect
import os
import re

# What each API function creates or removes: kind, the argument (from 0)
# of the object holding the entry, the argument naming the entry.
CREATE = {
    'sysfs_create_file': ('file', 0, 1),
    'sysfs_create_files': ('files', 0, 1),
    'sysfs_create_bin_file': ('binary file', 0, 1),
    'sysfs_create_group': ('group', 0, 1),
    'sysfs_create_groups': ('groups', 0, 1),
    'sysfs_merge_group': ('group', 0, 1),
    'sysfs_create_link': ('link', 0, 2),
    'sysfs_create_link_nowarn': ('link', 0, 2),
    'device_create_file': ('file', 0, 1),
    'device_create_bin_file': ('binary file', 0, 1),
    'device_add_group': ('group', 0, 1),
    'device_add_groups': ('groups', 0, 1),
    'driver_create_file': ('file', 0, 1),
    'class_create_file': ('file', 0, 1),
    'bus_create_file': ('file', 0, 1),
}
REMOVE = {
    'sysfs_remove_file': ('file', 0, 1),
    'sysfs_remove_files': ('files', 0, 1),
    'sysfs_remove_bin_file': ('binary file', 0, 1),
    'sysfs_remove_group': ('group', 0, 1),
    'sysfs_remove_groups': ('groups', 0, 1),
    'sysfs_unmerge_group': ('group', 0, 1),
    'sysfs_remove_link': ('link', 0, 1),
    'device_remove_file': ('file', 0, 1),
    'device_remove_bin_file': ('binary file', 0, 1),
    'device_remove_group': ('group', 0, 1),
    'device_remove_groups': ('groups', 0, 1),
    'driver_remove_file': ('file', 0, 1),
    'class_remove_file': ('file', 0, 1),
    'bus_remove_file': ('file', 0, 1),
}
# Removes of one group, which take the files its array lists with it.
GROUP_REMOVE = ('sysfs_remove_group', 'device_remove_group')
# A devm action of the file that removes (lm90_remove_pec()), added
# right after the create: the driver core runs it on every later error
# return of the probe, and _or_reset() runs it when the add fails.
DEVM_ACTION = ('devm_add_action', 'devm_add_action_or_reset')
# DIRDEL: calls that delete the directory of an object with everything
# in it, and the member of their argument whose directory that is (None:
# the argument itself). DRVDATA: calls that give a device its driver
# state, which only a probe does. The rows of the table of sysfscheck,
# copied by scripts/model-rows (never edit them here).
# BEGIN rows of checker/sysfs-model.c (scripts/model-rows)
DIRDEL = {
    'kobject_del': None,
    'kobject_put': None,
    'kobject_unregister': None,
    'kset_unregister': None,
    'device_unregister': None,
    'device_del': None,
    'root_device_unregister': None,
    'platform_device_unregister': 'dev',
    'platform_device_del': 'dev',
    'atm_dev_deregister': 'class_dev',
    'mmc_remove_host': 'class_dev',
    'video_unregister_device': 'dev',
    'class_destroy': None,
    'class_unregister': None,
    'driver_unregister': None,
    'usb_deregister_device_driver': 'driver',
    'unregister_framebuffer': 'dev',
    'unlink_framebuffer': 'dev',
    'wiphy_unregister': 'dev',
    'ieee80211_unregister_hw': 'wiphy->dev',
    'mt76_unregister_device': 'hw->wiphy->dev',
    'mt76_unregister_phy': 'hw->wiphy->dev',
}
DRVDATA = (
    'dev_set_drvdata',
    'platform_set_drvdata',
    'i2c_set_clientdata',
    'spi_set_drvdata',
    'pci_set_drvdata',
    'usb_set_intfdata',
    'hid_set_drvdata',
    'serdev_device_set_drvdata',
)
# END rows of checker/sysfs-model.c

# Per file: calls by function, init/teardown pairs.
ST = {}


def st(p):
    f = p[0].file
    if f not in ST:
        ST[f] = {'calls': {}, 'seen': set(), 'sorted': True,
                 'pairs': set(), 'errors': {}, 'inits': set(),
                 'arrays': {}, 'groups': {}, 'probes': set(),
                 'creates': {}}
    return ST[f]


def sorted_st(p):
    # st(p) with the calls of each function in line order, sorted once
    # when first read (the calls rule only appends). No apostrophe in
    # these comments: the SmPL lexer reads it as a quote.
    s = st(p)
    if 'defs' in s and not s.get('local calls'):
        s['local calls'] = True
        add_local_calls(p, s)
        s['sorted'] = False
    if not s['sorted']:
        for calls in s['calls'].values():
            calls.sort(key=lambda c: int(c[3]))
        s['sorted'] = True
    return s


def norm(e):
    e = re.sub(r'\s+', '', e)
    return e


def holder(e):
    # The kobject an object expression stands for: "&x->dev.kobj",
    # "&x->dev" and "x" name the same directory for our purpose.
    e = norm(e).lstrip('&')
    e = re.sub(r'\.kobj$', '', e)
    return e


def unindex(e):
    return re.sub(r'\[[^\]]*\]', '[]', e)


def reach(s, fn, seen=None):
    # The calls of fn and of the functions of the file it calls, in order.
    seen = seen or set()
    if fn in seen:
        return []
    seen.add(fn)
    out = []
    for c in s['calls'].get(fn, []):
        out.append(c)
        if c[0] in s['calls']:
            out.extend(reach(s, c[0], seen))
    return out


def file_macros(p):
    # The function-like macros the file defines: name to (parameters,
    # body), for array entries a macro of the file writes (hwmon drivers
    # list &sensor_dev_attr_in##n##_input.dev_attr.attr through one).
    s = st(p)
    if 'macros' not in s:
        s['macros'] = {}
        text = file_text(p).replace('\\\n', ' ')
        for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^)]*)\)(.*)$',
                             text, re.M):
            params = [x.strip() for x in m.group(2).split(',')]
            s['macros'][m.group(1)] = (params, m.group(3))
    return s['macros']


def array_entries(p, e):
    # The entries an array element stands for: itself, or what a macro
    # of the file expands it to (its arguments pasted in, then split at
    # the commas; one level).
    e = norm(e)
    m = re.match(r'^(\w+)\((.*)\)$', e)
    macros = file_macros(p) if m else {}
    if not m or m.group(1) not in macros:
        return [e]
    params, body = macros[m.group(1)]
    args = [x.strip() for x in m.group(2).split(',')]
    if len(args) != len(params):
        return [e]
    for name, val in zip(params, args):
        body = re.sub(r'\b%s\b' % re.escape(name), val, body)
    body = re.sub(r'\s*##\s*', '', body)
    return [norm(x) for x in body.split(',') if x.strip()]


def group_lists(s, group, key):
    # Does the group the remove names (its .attrs array, as the file
    # defines them) list the attribute created as key? The create names
    # "&X.dev_attr", "&dev_attr_x" or "&X.attr", the array "&X.dev_attr.attr"
    # or "&X.attr"; or the create takes an element of the array itself.
    arr = s['groups'].get(holder(unindex(group)).replace('[]', ''))
    if arr is None:
        return False
    if unindex(key) == arr + '[]':
        return True
    listed = s['arrays'].get(arr, set())
    k = norm(key)
    return k in listed or k + '.attr' in listed


def members(e):
    # An object expression as the names on its way: "&x->a[2].dev.kobj"
    # is x, a[], dev; "&x->kobj" is x (the kobject of x is its directory).
    names = [m for m in re.split(r'->|\.', unindex(holder(e))) if m]
    return names[:-1] if len(names) > 1 and names[-1] == 'kobj' else names


def dir_path(name, arg):
    # The directory the deletion name(arg) takes away, as members().
    return members(arg) + [m for m in re.split(r'->|\.', DIRDEL[name] or '')
                           if m]


def file_text(p):
    s = st(p)
    if 'text' not in s:
        try:
            with open(p[0].file, errors='replace') as src:
                s['text'] = src.read()
        except OSError:
            s['text'] = ''
    return s['text']


WORD_CHAR = re.compile(r'\w')


def function_span(p, fn):
    # The text of the function fn of the file, from its name to the
    # closing brace at the start of a line (kernel style), and the line
    # of its name.
    s = st(p)
    if (fn, 'text') not in s:
        text = file_text(p)
        # The name of fn first, so that re finds it by a fast search for a
        # word, and the word boundary before it tested apart.
        head = re.compile(r'%s\s*\([^)]*\)\s*\{.*?\n\}' % re.escape(fn),
                          re.S)
        m = head.search(text)
        while m and m.start() and WORD_CHAR.match(text, m.start() - 1):
            m = head.search(text, m.start() + 1)
        s[(fn, 'text')] = ((m.group(0), text.count('\n', 0, m.start()) + 1)
                           if m else ('', 0))
    return s[(fn, 'text')]


def function_text(p, fn):
    return function_span(p, fn)[0]


# An object expression: a name, its members and elements, its address.
OBJ = r'&?\s*\w+(?:\s*(?:->|\.)\s*\w+|\s*\[[^\]\n]*\])*'


def aliases(p, fn, name, line):
    # The objects the local name of fn may stand for at line: what each
    # of its assignments before that line in fn gives it, when every one
    # is an object ("struct device *dev = &solo->dev;", "attr =
    # &attrs->in;"; an array plus an index, "iattr = data->attrs + n;",
    # is an element, "&data->attrs[]"), as sysfscheck reads a local
    # through its alias. None when it has no such assignment, or one of
    # another value. A declaration starts a new variable (int3400 has a
    # "struct acpi_buffer odvp" and, in a block, "struct odvp_attr *odvp").
    text, first = function_span(p, fn)
    out, other = [], False
    for m in re.finditer(r'(?<![\w.>])%s\s*=(?!=)\s*([^;]*);'
                         % re.escape(name), text):
        if first + text.count('\n', 0, m.start()) >= int(line):
            break
        before = text[text.rfind('\n', 0, m.start()) + 1:m.start()]
        if re.search(r'\b(?!else\b|return\b)\w+[\s*]*$', before):
            out, other = [], False
        v = re.match(r'^(%s)\s*(\+[^=]*)?$' % OBJ, m.group(1).strip())
        e = norm(v.group(1)) if v else ''
        if v and v.group(2):
            e = '' if e.startswith('&') else '&' + e + '[]'
        if e:
            out.append(e)
        else:
            other = True
    return None if other or not out else out


def expand(p, e, fn, line):
    # The expressions e of fn at line stands for, its first name read
    # through aliases(): "&attr->dev_attr" after "attr = &attrs->in;" is
    # "&attrs->in.dev_attr"; e alone when that name is no alias.
    e = norm(e)
    m = re.match(r'^(&?)(\w+)(.*)$', e)
    vals = aliases(p, fn, m.group(2), line) if m and fn else None
    if vals is None:
        return [e]
    amp, rest = m.group(1), m.group(3)
    if rest.startswith('->'):
        return [amp + (a[1:] + '.' if a.startswith('&') else a + '->') +
                rest[2:] for a in vals]
    return vals if not rest and not amp else [e]


def one(p, e, fn, line):
    # e read through its alias when it has one value only.
    vals = expand(p, e, fn, line)
    return vals[0] if len(vals) == 1 else norm(e)


def struct_of(p, name, fn=None):
    # The struct tag name is declared with ("struct atm_dev *atm_dev;"),
    # when one only: in the function fn (a parameter or a local), or
    # without fn in the whole file (a global or a member).
    name = name.replace('[]', '')
    text = function_text(p, fn) if fn else file_text(p)
    tags = set(re.findall(r'\bstruct\s+(\w+)[\s*]+%s\s*(?=[;,)=\[])'
                          % re.escape(name), text))
    return tags.pop() if len(tags) == 1 else None


def params(p, fn):
    # The parameter names of the function fn of the file.
    m = re.search(r'\b%s\s*\(([^)]*)\)\s*\{' % re.escape(fn), file_text(p))
    if not m:
        return []
    return [x.group(1) for x in
            (re.search(r'(\w+)\s*(\[[^\]]*\])?\s*$', a)
             for a in m.group(1).split(',')) if x]


def dir_holds(p, fn, name, arg, obj, where, line):
    # Does name(arg), a deletion of a directory in the function where at
    # line, take away the one obj (the object of the create at p in fn)
    # is in? The same object, either side as written or read through a
    # local (expand()); or, as sysfscheck does by type, obj
    # reached from a local or a parameter of fn of the struct holding
    # the directory ("dev" of a "struct platform_device *dev" that
    # alienware-wmi unregisters as its global platform_device; "top_obj"
    # whose kobject uv_sysfs puts as "uv_pci_objs[k]->kobj"; a local
    # "struct wiphy *wiphy" of the hw->wiphy->dev that
    # ieee80211_unregister_hw() deletes), unless it is the device a
    # probe was given: a driver deletes what it made, not what it is
    # bound to.
    gone, mine, whole = dir_path(name, arg), members(obj), members(arg)
    seen = (gone, dir_path(name, one(p, arg, where, line)))
    if mine in seen or all(members(x) in seen
                           for x in expand(p, obj, fn, p[0].line)):
        return True
    below = gone[len(whole):]
    if not whole or mine[1:] != below[-1:]:
        return False
    # Without a member, only a kobject embedded in the argument names
    # its struct ("&objs[k]->kobj", not a bare "struct kobject *").
    if not below and not re.search(r'(->|\.)kobj$', norm(arg)):
        return False
    # The struct is the type of the name the directory hangs off.
    up = gone[-2] if below else gone[-1]
    kind = struct_of(p, up)
    if len(below) < 2 and len(whole) == 1:
        kind = struct_of(p, up, where) or kind
    root = struct_of(p, mine[0], fn)
    if root is None or root != kind:
        return False
    return not (fn in st(p)['probes'] and mine[0] in params(p, fn))


def entry_name(kind, key):
    return key.lstrip('&').strip('"') if kind == 'link' else key.lstrip('&')


def created(p, fn):
    # The create call at p in fn: its name and arguments, or None.
    mine = [c for c in sorted_st(p)['calls'].get(fn, [])
            if c[3] == p[0].line]
    if not mine or mine[0][0] not in CREATE:
        return None
    name, args = mine[0][0], mine[0][1]
    kind, oi, ki = CREATE[name]
    return (name, args) if len(args) > max(oi, ki) else None


def removed_in(p, fn, calls):
    # The index in calls (name, arguments, function, line) of the first
    # that undoes the create at p in fn, or None: the remove of its key,
    # each value the key may have through a local removed, the deletion
    # of the directory holding it, or a group remove listing the file.
    s = sorted_st(p)
    name, args = created(p, fn)
    kind, oi, ki = CREATE[name]
    obj, key = holder(args[oi]), args[ki]
    left = set(unindex(x) for x in expand(p, key, fn, p[0].line))
    for i, (n, a, where, line) in enumerate(calls):
        if n in REMOVE and REMOVE[n][0] == kind and len(a) > REMOVE[n][2]:
            # An element removed in a loop ("x[i]") stands for
            # every element ("x[3]").
            if (unindex(a[REMOVE[n][2]]) == unindex(key) or
                    (kind == 'link' and holder(a[0]) == obj and
                     a[REMOVE[n][2]] == key)):
                return i
            left.discard(unindex(one(p, a[REMOVE[n][2]], where, line)))
            if not left:
                return i
        if n in DIRDEL and a and dir_holds(p, fn, n, a[0], args[oi],
                                           where, line):
            return i
        # A file removed with a group whose array lists it.
        if (kind == 'file' and n in GROUP_REMOVE and len(a) > 1 and
                group_lists(s, a[1], key)):
            return i
    return None


def header_declared(p, key):
    # Is the attribute key a variable a header of the driver declares
    # (extern, in a file the source includes with quotes)? Other files of
    # the driver can then remove it (esas2r.h: made in esas2r_main.c,
    # removed in esas2r_init.c), as sysfscheck judges it.
    s = st(p)
    if 'externs' not in s:
        s['externs'] = set()
        here = os.path.dirname(p[0].file)
        for h in re.findall(r'^[ \t]*#[ \t]*include[ \t]*"([^"]+)"',
                            file_text(p), re.M):
            try:
                with open(os.path.join(here, h), errors='replace') as src:
                    text = src.read()
            except OSError:
                continue
            s['externs'].update(re.findall(
                r'\bextern\b[^;(){}]*?\b(\w+)\s*(?:\[[^\]]*\])?\s*;', text))
    root = re.match(r'^[&(*]*(\w+)', norm(key))
    return root is not None and root.group(1) in s['externs']


def teardown_verdict(p, fn):
    # The message for a create at p in fn that its teardown does not
    # undo, or None.
    s = sorted_st(p)
    if created(p, fn) is None:
        return None
    name, args = created(p, fn)
    kind, oi, ki = CREATE[name]
    key = args[ki]
    if kind in ('file', 'binary file') and header_declared(p, key):
        return None
    target = holder(args[1]) if kind == 'link' else None
    msgs = []
    for init, down in sorted(s['pairs']):
        if fn != init and fn not in [c[0] for c in reach(s, init)]:
            continue
        calls = reach(s, down)
        removed = removed_in(p, fn, calls)
        if removed is None:
            msgs.append("%s '%s' created here by %s() is never removed by %s()"
                        % (kind, entry_name(kind, key), name, down))
            continue
        if target:
            for n, a, _, line in calls[:removed]:
                if n in DIRDEL and a and dir_path(n, a[0]) == members(target):
                    msgs.append("link '%s' points to '%s', which %s() frees at "
                                "line %s before the link is removed"
                                % (entry_name(kind, key), target, down, line))
                    break
    return msgs[0] if msgs else None

def leak_message(p, fn, cr):
    msg = teardown_verdict(p, fn)
    if msg is None:
        kind = CREATE[cr][0]
        c = [c for c in sorted_st(p)['calls'][fn] if c[3] == p[0].line][0]
        key = c[1][CREATE[cr][2]] if len(c[1]) > CREATE[cr][2] else '?'
        msg = ("%s '%s' created here by %s() is still there when %s() returns "
               "an error at line %s: remove it on that path"
               % (kind, entry_name(kind, key), cr, fn,
                  min(error_returns(p, fn), key=int)))
    return msg + " [sysfs-leak]"

def callers_elsewhere(p, fn):
    # Is fn a function whose callers are in other files of the module,
    # which decide what its creates become when it fails (sysfscheck does
    # the same)? Not static, called by no function of the file, named
    # nowhere else in it (a callback, a pointer), not exported, and not
    # giving a device its driver state (a probe, whatever its name):
    # acpi_device_setup_files(), which scan.c unwinds.
    s = st(p)
    if 'elsewhere' not in s:
        s['elsewhere'] = {}
    if fn not in s['elsewhere']:
        s['elsewhere'][fn] = not (
            re.search(r'\bstatic\b[^;{}()]*\b%s\s*\(' % re.escape(fn),
                      code_text(p)) or
            any(c[0] == fn for calls in s['calls'].values()
                for c in calls) or
            named(p, fn) or
            re.search(r'\b(%s)\s*\(' % '|'.join(DRVDATA),
                      function_text(p, fn)))
    return s['elsewhere'][fn]


def code_text(p):
    # The file without comments and literals: a kernel-doc comment names
    # a function too.
    s = st(p)
    if 'code' not in s:
        s['code'] = blank(file_text(p), True)
    return s['code']


def named(p, fn):
    # Does the file name fn other than in a call (a callback, a pointer,
    # EXPORT_SYMBOL)? Then code out of sight may call it too.
    return re.search(r'\b%s\b(?!\s*\()' % re.escape(fn), code_text(p))


def on_failure(p, caller, line, callee):
    # The calls of caller that run when the call of callee at line fails:
    # the statement after it ("if (err) goto out;", or the call in the
    # test itself) jumps to a label, and the calls from that label on
    # run (and the functions of the file they call); or it returns,
    # and the calls before that return run. None when the code does not
    # show it that simply.
    s = sorted_st(p)
    text, first = function_span(p, caller)
    lines = code_text(p).split('\n')[first - 1:first + text.count('\n')]
    at = int(line) - first
    chunk = '\n'.join(lines[at:at + 6])
    m = re.search(r'\b%s\s*\(.*?\b(goto\s+(\w+)|return)\b[^;]*;'
                  % re.escape(callee), chunk, re.S)
    if not m or re.search(r'\b%s\s*\(' % re.escape(callee),
                          m.group(0)[len(callee):]):
        return None
    jump = int(line) + chunk[:m.end()].count('\n')
    take = [c for c in s['calls'].get(caller, [])
            if int(line) < int(c[3]) <= jump]
    if m.group(2):
        labels = [first + i for i, x in enumerate(lines)
                  if re.match(r'^\s*%s\s*:' % m.group(2), x)]
        if len(labels) != 1:
            return None
        take += [c for c in s['calls'].get(caller, [])
                 if int(c[3]) >= labels[0]]
    out = []
    for c in take:
        if c[0] == callee:
            continue
        out.append(c)
        if c[0] in s['calls'] and c[0] not in (caller, callee):
            out.extend(x for x in reach(s, c[0]) if x[0] != callee)
    return out


def callers_unwind(p, fn):
    # Is fn a helper of the file that leaves its unwinding to its callers
    # ("no clean up is done on error, it is up to the caller"), each of
    # which undoes the create at p when fn fails (acpi_power_meter:
    # "if (res) goto error;", error: remove_attrs())? Then the error
    # returns of fn are no leak; sysfscheck follows them into the
    # callers the same way.
    s = sorted_st(p)
    sites = [(f, c[3]) for f, calls in s['calls'].items() if f != fn
             for c in calls if c[0] == fn]
    if not sites or named(p, fn) or created(p, fn) is None:
        return False
    # Only an entry the file names (a global attribute, group or array,
    # a link name): a key reached through a parameter or a local names
    # another object in each function, and a remove of the same words
    # elsewhere need not be of the same entry (amdgpu_pm creates
    # through its parameter attr and unwinds only what it listed).
    name, args = created(p, fn)
    root = re.match(r'^[&(*]*(\w+)', norm(args[CREATE[name][2]]))
    if root and (root.group(1) in params(p, fn) or
                 re.search(r'\b\w+[\s*]+%s\s*(?=[;,=\[)])'
                           % re.escape(root.group(1)),
                           function_text(p, fn).split('{', 1)[-1])):
        return False
    for caller, line in sites:
        calls = on_failure(p, caller, line, fn)
        if calls is None or removed_in(p, fn, calls) is None:
            return False
    return True


def in_loop(p):
    # Is the create at p inside a loop of its function (a block opened
    # on a line with for, while, do or a for_each iterator, or the one
    # statement after such a header)?
    text, first = function_span(p, p[0].current_element)
    lines = code_text(p).split('\n')[first - 1:int(p[0].line) - 1]
    loop = re.compile(r'\b(for|while|do)\b|\w*for_each\w*\s*\(')
    stack, header, depth = [], False, 0
    for x in lines:
        header = header or bool(loop.search(x))
        for ch in x:
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
            elif ch == '{':
                stack.append(header)
                header = False
            elif ch == '}' and stack:
                stack.pop()
            elif ch == ';' and depth <= 0:
                header = False
    return any(stack) or header


def own_failure(p, r):
    # Is the return at line r under the test of the create at p itself,
    # "v = create(...);" and right after it "if (v)" (or "v < 0", "v !=
    # 0") with the return in that branch (acpi_pad: "if (result) return
    # -ENODEV;")? The create failed there: nothing to remove, unless it
    # is in a loop whose earlier turns made entries (f71882fg).
    if in_loop(p):
        return False
    text = code_text(p).split('\n')
    at, r = int(p[0].line) - 1, int(r) - 1
    v = re.search(r'(\w+)\s*=\s*[\w\s]*\(?\s*$', text[at][:int(p[0].column)])
    if not v or not 0 <= at < r < len(text):
        return False
    end = at
    while end < r and ';' not in text[end]:
        end += 1
    nxt = end + 1
    while nxt < r and not text[nxt].strip():
        nxt += 1
    test = re.match(r'^\s*if\s*\(\s*(\w+)\s*(<\s*0|!=\s*0)?\s*\)\s*(\{?)\s*$',
                    text[nxt])
    if not test or test.group(1) != v.group(1):
        return False
    if not test.group(3):
        return r == nxt + 1
    # A braced branch: the return before its closing brace, no other
    # test inside.
    body = text[nxt + 1:r + 1]
    return not any(re.match(r'^\s*(\}|if\b)', x) for x in body)


def error_returns(p, fn):
    # The error returns found for the create at p, less those with a
    # remove or put written between the create and the return: spatch
    # follows a loop that removes in the unwind zero times, which is a
    # path the code never takes after the create succeeded. None for a
    # function whose callers are elsewhere or undo the entry (asked
    # last: most creates have no error return to judge).
    s = sorted_st(p)
    lines = s['errors'].get((fn, p[0].line), [])
    out = []
    for r in lines:
        if own_failure(p, r):
            continue
        between = [c for c in s['calls'].get(fn, [])
                   if (c[0] in REMOVE or c[0] in DIRDEL or
                       removes_inside(s, c[0], fn) or
                       (c[0] in DEVM_ACTION and
                        any(removes_inside(s, x, fn) for x in c[1]))) and
                   int(p[0].line) < int(c[3]) < int(r)]
        if not between:
            out.append(r)
    if out and (callers_elsewhere(p, fn) or callers_unwind(p, fn)):
        return []
    return out


def removes_inside(s, name, fn):
    # Does a function of the file (a teardown helper the unwind calls,
    # such as hwmon drivers *_remove_files()) remove an entry or delete
    # a kobject, itself or through the functions of the file it calls?
    if name == fn or name not in s['calls']:
        return False
    return any(c[0] in REMOVE or c[0] in DIRDEL for c in reach(s, name))


def blank(text, strings):
    # text with its comments (and, with strings, its string and character
    # literals) turned to spaces, lines and offsets kept.
    # (Slashes and quotes as classes and escapes: the SmPL reader takes
    # a slash and a star for a comment, an apostrophe for a quote.)
    rx = r'[/][*].*?[*][/]|[/][/][^\n]*|"(?:\\.|[^"\\\n])*"'
    if strings:
        rx += r'|\x27(?:\\.|[^\x27\\\n])*\x27'

    def space(m):
        t = m.group(0)
        if t[0] == '"' and not strings:
            return t
        if '\n' not in t:
            return ' ' * len(t)
        return re.sub(r'[^\n]', ' ', t)
    return re.sub(rx, space, text, flags=re.S)


CONDITIONAL = re.compile(r'\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b\s*(\S*)')


def if0_blanked(code):
    # code with the lines of its "#if 0" blocks blanked: spatch does not
    # read them.
    out, depth = [], 0
    for line in code.split('\n'):
        d = '#' in line and CONDITIONAL.match(line)
        if depth:
            if d and d.group(1) in ('if', 'ifdef', 'ifndef'):
                depth += 1
            elif d and d.group(1) == 'endif':
                depth -= 1
            elif d and depth == 1 and d.group(1) in ('else', 'elif'):
                depth = 0
            out.append(' ' * len(line))
            continue
        if d and d.group(1) == 'if' and d.group(2) == '0':
            depth = 1
            out.append(' ' * len(line))
            continue
        out.append(line)
    return '\n'.join(out)


BRACKET = re.compile(r'[(){}\[\]]')
SPACES = re.compile(r'\s*')
SPACES_BRACE = re.compile(r'\s*\{')
# A call: a name not after a member access (. or ->), then its arguments.
CALL = re.compile(r'(?<![\w.])(?<!->)([A-Za-z_]\w*)\s*\(')


def closing(text, i):
    # The index just past the bracket that closes the one at i (or -1).
    pairs = {'(': ')', '{': '}', '[': ']'}
    depth, want = 0, pairs[text[i]]
    for m in BRACKET.finditer(text, i):
        c = m.group(0)
        if c in pairs:
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return m.end() if c == want else -1
    return -1


def add_local_calls(p, s):
    # The calls of the functions the file defines (fdef found them),
    # read from the text of their bodies, after the calls of the API the
    # calls rule found: only these can lead from a function to a create
    # or a remove (reach() follows the functions of the file).
    defs = s['defs']
    if not defs:
        return
    code = blank(file_text(p), False)
    scan = if0_blanked(code_text(p))
    starts = [0] + [m.end() for m in re.finditer('\n', scan)]
    for fd, places in sorted(defs.items()):
        for line, col in places:
            at = starts[line - 1] + col
            if not scan.startswith(fd, at):
                near = re.compile(r'\b%s\b' % re.escape(fd)).search(
                    scan, starts[line - 1])
                at = near.start() if near else -1
            paren = SPACES.match(scan, at + len(fd)).end() if at >= 0 else -1
            if paren < 0 or scan[paren:paren + 1] != '(':
                continue
            close = closing(scan, paren)
            body = SPACES_BRACE.match(scan, close) if close > 0 else None
            end = closing(scan, body.end() - 1) if body else -1
            if end < 0:
                continue
            for m in CALL.finditer(scan, body.end(), end):
                if m.group(1) not in defs:
                    continue
                a = m.end() - 1
                b = closing(scan, a)
                if b < 0:
                    continue
                cuts = [a]
                depth = 0
                for k in range(a + 1, b - 1):
                    c = scan[k]
                    if c in '([{':
                        depth += 1
                    elif c in ')]}':
                        depth -= 1
                    elif c == ',' and depth == 0:
                        cuts.append(k)
                cuts.append(b - 1)
                args = [norm(code[x + 1:y]) for x, y in zip(cuts, cuts[1:])]
                if args == ['']:
                    args = []
                n = str(bisect.bisect_right(starts, m.start(1)))
                key = (m.group(1), tuple(args), fd, n)
                if key not in s['seen']:
                    s['seen'].add(key)
                    s['calls'].setdefault(fd, []).append(
                        (m.group(1), args, fd, n))


def creates_of_file():
    # The create calls the calls rule kept for the file being checked,
    # in the order of the text.
    for f in cocci.files():
        for _, c in sorted(ST.get(f, {}).get('creates', {}).items()):
            yield c


def is_leak(p, cr):
    fn = p[0].current_element
    return cr in CREATE and (teardown_verdict(p, fn) is not None or
                             len(error_returns(p, fn)) > 0)

# The top-level alternatives of words, each a regular expression of its
# own: the re module finds one that starts with a fixed word by a fast search
# for that word, but tries an alternation at every character of the text.
ALTERNATIVES = {}


def alternatives(words):
    import re
    if words not in ALTERNATIVES:
        parts, depth, start, i = [], 0, 0, 0
        while i < len(words):
            c = words[i]
            if c == '\\':
                i += 1
            elif c == '[':
                i = words.index(']', i + 2)
            elif c == '(':
                depth += 1
            elif c == ')':
                depth -= 1
            elif c == '|' and not depth:
                parts.append(words[start:i])
                start = i + 1
            i += 1
        parts.append(words[start:])
        ALTERNATIVES[words] = [re.compile(x) for x in parts]
    return ALTERNATIVES[words]


# Whether the text of the file being checked matches words (a
# regular expression); a file that cannot be read is let through.
def file_mentions(words):
    for path in cocci.files():
        try:
            with open(path, errors='replace') as f:
                text = f.read()
        except OSError:
            return True
        if any(r.search(text) for r in alternatives(words)):
            return True
    return False


// The gate: a file without these words cannot give a finding of this
// rule file (they name what every rule below needs), so every SmPL rule
// depends on this one and spatch matches none of them against such a file.
// scripts/sysfscheck-cocci reads the same words (grep -E) to choose the
// rule files a run needs.
@script:python gate@
passed;
@@
coccinelle.passed = 'yes'
if not file_mentions(r'sysfs_create_|sysfs_merge_group|device_create_(bin_)?file|device_add_group|driver_create_file|class_create_file|bus_create_file'):
    cocci.include_match(False)

// The functions the file defines, where: their calls are read from the
// text (add_local_calls()), since a call of a function of the file can
// reach a create or a remove.
@fdef depends on gate@
identifier fd;
position p;
@@
fd@p(...) { ... }

@script:python@
fd << fdef.fd;
p << fdef.p;
@@
st(p).setdefault('defs', {}).setdefault(fd, []).append(
    (int(p[0].line), int(p[0].column)))

// Every call of the API functions that can matter, with its arguments:
// those CREATE, REMOVE, DIRDEL and DEVM_ACTION name, written here by
// scripts/model-rows. Most calls of a probe are to the kernel
// (dev_err(), mutex_lock(), i2c_smbus_read_byte_data()): a Python test
// of each name, as this rule had to also keep the calls of the file's
// own functions, cost more than the rest of the rule file's matching.
@calls depends on gate@
// BEGIN names of CREATE, REMOVE, DIRDEL and DEVM_ACTION (scripts/model-rows)
identifier f =~ "^(atm_dev_deregister|bus_create_file|bus_remove_file|class_create_file|class_destroy|class_remove_file|class_unregister|device_add_group|device_add_groups|device_create_bin_file|device_create_file|device_del|device_remove_bin_file|device_remove_file|device_remove_group|device_remove_groups|device_unregister|devm_add_action|devm_add_action_or_reset|driver_create_file|driver_remove_file|driver_unregister|ieee80211_unregister_hw|kobject_del|kobject_put|kobject_unregister|kset_unregister|mmc_remove_host|mt76_unregister_device|mt76_unregister_phy|platform_device_del|platform_device_unregister|root_device_unregister|sysfs_create_bin_file|sysfs_create_file|sysfs_create_files|sysfs_create_group|sysfs_create_groups|sysfs_create_link|sysfs_create_link_nowarn|sysfs_merge_group|sysfs_remove_bin_file|sysfs_remove_file|sysfs_remove_files|sysfs_remove_group|sysfs_remove_groups|sysfs_remove_link|sysfs_unmerge_group|unlink_framebuffer|unregister_framebuffer|usb_deregister_device_driver|video_unregister_device|wiphy_unregister)$";
// END names of CREATE, REMOVE, DIRDEL and DEVM_ACTION
expression list es;
position p;
@@
f@p(es)

@script:python@
f << calls.f;
es << calls.es;
p << calls.p;
@@
s = st(p)
fn = p[0].current_element
c = (f, [norm(str(x)) for x in es.elements], fn, p[0].line)
key = (f, tuple(c[1]), fn, c[3])
if key not in s['seen']:
    s['seen'].add(key)
    s['calls'].setdefault(fn, []).append(c)
    s['sorted'] = False
if f in CREATE:
    s['creates'][(p[0].line, p[0].column)] = (f, p)

// Which teardown undoes which init: a driver's .probe and .remove, and
// module_init()/module_exit(). Both orders of .probe and .remove in one
// rule: spatch pays a matching cost per rule and per function.
@drv depends on gate@
identifier d, pr, rm;
identifier fp =~ "^probe(_new)?$";
identifier fr =~ "^remove(_new)?$";
type T;
position p;
@@
(
T d@p = { ..., .fp = pr, ..., .fr = rm, ... };
|
T d@p = { ..., .fr = rm, ..., .fp = pr, ... };
)

@script:python@
pr << drv.pr;
rm << drv.rm;
p << drv.p;
@@
st(p)['pairs'].add((pr, rm))
st(p)['probes'].add(pr)

// module_init() and module_exit() in one rule, each with its own
// position; the exit script runs after the init script has seen them all.
@mod depends on gate@
declarer name module_init;
declarer name module_exit;
identifier i, e;
position p, q;
@@
(
module_init@p(i);
|
module_exit@q(e);
)

@script:python@
i << mod.i;
p << mod.p;
@@
st(p)['inits'].add(i)

@script:python@
e << mod.e;
p << mod.q;
@@
s = st(p)
for i in s['inits']:
    s['pairs'].add((i, e))

// The attribute arrays of the file and the groups naming them in .attrs,
// for a teardown that removes a file by removing a group listing it.
@leakarr depends on gate@
identifier A;
expression E;
position p;
@@
(
struct attribute *A@p[] = { ..., E, ... };
|
const struct attribute *A@p[] = { ..., E, ... };
)

@script:python@
A << leakarr.A;
E << leakarr.E;
p << leakarr.p;
@@
st(p)['arrays'].setdefault(A, set()).update(array_entries(p, E))

@leakgrp depends on gate@
identifier G, A;
position p;
@@
(
struct attribute_group G@p = { ..., .attrs = A, ... };
|
const struct attribute_group G@p = { ..., .attrs = A, ... };
)

@script:python@
G << leakgrp.G;
A << leakgrp.A;
p << leakgrp.p;
@@
st(p)['groups'][G] = A

// Error paths: after a create succeeded, the function returns an error
// (a negative constant, or a value a later call returned) and no call on
// the way removes anything or deletes a kobject (rm1 to rm5, one for each
// `when`: one `when !=` line per remove function, seventeen at each of
// five places, took half of the time spatch spends reading this file).
@errconst depends on gate exists@
identifier cr =~ "^(sysfs_create_(file|files|bin_file|group|groups|link|link_nowarn)|sysfs_merge_group|device_create_(file|bin_file)|device_add_groups?|(driver|class|bus)_create_file)$";
identifier rm1 =~ "^(sysfs_remove_(file|files|bin_file|group|groups|link)|sysfs_unmerge_group|device_remove_(file|bin_file|group|groups)|(driver|class|bus)_remove_file|kobject_(put|del|unregister))$";
identifier rm2 =~ "^(sysfs_remove_(file|files|bin_file|group|groups|link)|sysfs_unmerge_group|device_remove_(file|bin_file|group|groups)|(driver|class|bus)_remove_file|kobject_(put|del|unregister))$";
identifier fn;
expression err, C, E;
position p1, p2;
@@
fn(...) {
...
err = cr@p1(...);
...
    when != rm1(...)
(
if (E) { ...
      when != rm2(...)
  return -C@p2; }
|
if (E) return -C@p2;
)
...
}

@script:python@
fn << errconst.fn;
p1 << errconst.p1;
p2 << errconst.p2;
@@
st(p1)['errors'].setdefault((fn, p1[0].line), []).append(p2[0].line)

@errcall depends on gate exists@
identifier cr =~ "^(sysfs_create_(file|files|bin_file|group|groups|link|link_nowarn)|sysfs_merge_group|device_create_(file|bin_file)|device_add_groups?|(driver|class|bus)_create_file)$";
identifier rm3 =~ "^(sysfs_remove_(file|files|bin_file|group|groups|link)|sysfs_unmerge_group|device_remove_(file|bin_file|group|groups)|(driver|class|bus)_remove_file|kobject_(put|del|unregister))$";
identifier rm4 =~ "^(sysfs_remove_(file|files|bin_file|group|groups|link)|sysfs_unmerge_group|device_remove_(file|bin_file|group|groups)|(driver|class|bus)_remove_file|kobject_(put|del|unregister))$";
identifier rm5 =~ "^(sysfs_remove_(file|files|bin_file|group|groups|link)|sysfs_unmerge_group|device_remove_(file|bin_file|group|groups)|(driver|class|bus)_remove_file|kobject_(put|del|unregister))$";
identifier fn, g, ret;
expression err;
position p1, p2;
@@
fn(...) {
...
err = cr@p1(...);
...
    when != rm3(...)
ret = g(...);
...
    when != rm4(...)
(
if (\(ret\|ret < 0\)) return ret@p2;
|
if (\(ret\|ret < 0\)) { ...
      when != rm5(...)
  return ret@p2; }
)
...
}

@script:python@
fn << errcall.fn;
p1 << errcall.p1;
p2 << errcall.p2;
@@
st(p1)['errors'].setdefault((fn, p1[0].line), []).append(p2[0].line)

// The findings, at the create call: the calls rule kept the creates
// (creates_of_file()), and errconst and errcall the error returns that
// is_leak() reads; one Python call a file. A rule matching the creates
// again, with is_leak() as a constraint, cost a quarter of the rule
// file's matching; context mode still needs one, for its stars.
@script:python depends on report@
@@
for cr, p in creates_of_file():
    if is_leak(p, cr):
        coccilib.report.print_report(p[0], leak_message(p, p[0].current_element, cr))

@script:python depends on org@
@@
for cr, p in creates_of_file():
    if is_leak(p, cr):
        coccilib.org.print_todo(p[0], leak_message(p, p[0].current_element, cr))

@leak depends on gate && context@
identifier cr =~ "^(sysfs_create_(file|files|bin_file|group|groups|link|link_nowarn)|sysfs_merge_group|device_create_(file|bin_file)|device_add_groups?|(driver|class|bus)_create_file)$";
expression list es;
position p : script:python(cr) { is_leak(p, cr) };
@@
cr@p(es)

@depends on gate && context@
identifier leak.cr;
position leak.p;
expression list es;
@@
* cr@p(es);
