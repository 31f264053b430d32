// SPDX-License-Identifier: MIT
/*
 * sysfs-leak: an entry created in sysfs (file, binary file, files, group,
 * groups, link) that is not removed again.
 *
 * Teardown pairing: a create in an init-like function (probe, module init,
 * a function of the file they call) needs the matching remove, on the same
 * object and with the same name or attribute, in the corresponding
 * teardown (remove, module exit, a release, a devm action, a function of
 * the file they call). Deleting the kobject that holds the entry in the
 * same teardown also removes it. A link whose target is freed in that
 * teardown before the link goes is a dead link.
 *
 * Error unwind: on the linearized code, every path from a successful
 * create to a return of an error from the same function must remove it.
 *
 * What each function creates and removes, on which object, comes from
 * entries.h; the paths from ir-path.h, what a path knows of a value from
 * ir-value.h.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ast.h"
#include "checks.h"
#include "constant.h"
#include "diag.h"
#include "entries.h"
#include "expression.h"
#include "ir-path.h"
#include "sysfs-index.h"

const struct sysfs_check check_leak;

/* What the check concluded about one create. */
struct verdict {
	char label[160];		/* "link 'hub'" */
	int reported;
	/*
	 * A helper's create that the helper leaves behind when it fails:
	 * its callers decide (helper_line: the helper's return).
	 */
	int helper_line;
	int helper_loop_only;	/* it leaks only when a later turn fails */
	int callers_walked;
	int callers_elsewhere;		/* in other files: they decide */
	struct symbol *caller;		/* the first caller that leaks it */
	int caller_line;
};

/* The file being checked: a verdict for each event of entries.h. */
struct leak_file {
	struct verdict *verdicts;
	int nr_verdicts;
};

static void leak_release(void *state)
{
	struct leak_file *lf = state;

	free(lf->verdicts);
}

static struct leak_file *leak_file(struct sysfs_index *idx)
{
	return index_context(idx, &check_leak, sizeof(struct leak_file),
			     leak_release);
}

static struct verdict *verdict_of(struct sysfs_index *idx,
				  const struct entry_event *ev)
{
	struct leak_file *lf = leak_file(idx);
	int n = entries_of(idx)->n;

	if (lf->nr_verdicts < n) {
		lf->verdicts = realloc(lf->verdicts, n * sizeof(*lf->verdicts));
		if (!lf->verdicts)
			die("out of memory");
		memset(lf->verdicts + lf->nr_verdicts, 0,
		       (n - lf->nr_verdicts) * sizeof(*lf->verdicts));
		lf->nr_verdicts = n;
	}
	return &lf->verdicts[ev->index];
}

/* Labels */

static const char *entry_noun(enum sysfs_entry entry)
{
	switch (entry) {
	case ENTRY_FILE: return "file";
	case ENTRY_FILES: return "files";
	case ENTRY_BIN_FILE: return "binary file";
	case ENTRY_LINK: return "link";
	case ENTRY_GROUP: return "group";
	case ENTRY_GROUPS: return "groups";
	default: return "entry";
	}
}

static void strip_suffix(char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	if (n > k && !strcmp(s + n - k, suffix))
		s[n - k] = '\0';
}

/* "file 'foo'", written as the call names it; taken before expansion. */
static void set_label(struct verdict *v, const struct entry_event *ev)
{
	const char *noun = entry_noun(ev->api->entry);
	struct expression *key = strip_casts(ev->key_expr);
	const char *text;
	char prefix[160];

	if (expr_symbol(key) && key->symbol->initializer &&
	    key->symbol->initializer->type == EXPR_STRING)
		key = key->symbol->initializer;
	if (key && key->type == EXPR_STRING) {
		snprintf(v->label, sizeof(v->label), "%s '%s'", noun,
			 key->string->data);
		return;
	}
	if (obj_has_index(&ev->key)) {
		snprintf(v->label, sizeof(v->label), "%s '%s[i]'", noun,
			 obj_text(&ev->key, prefix, sizeof(prefix), 1));
		return;
	}
	text = key ? expr_text(key) : "?";
	while (*text == '&')
		text++;
	snprintf(v->label, sizeof(v->label), "%s '%s'", noun, text);
	strip_suffix(v->label, ".attr'");
	if (v->label[strlen(v->label) - 1] != '\'')
		strcat(v->label, "'");
}

static void leak_function(struct sysfs_index *idx, struct symbol *fn)
{
	struct entries *e = entries_of(idx);
	int i, before = e->n;

	entries_walk(idx, fn);
	for (i = before; i < e->n; i++)
		if (e->ev[i].kind == EV_CREATE)
			set_label(verdict_of(idx, &e->ev[i]), &e->ev[i]);
}

/* Teardown pairing */

static void check_teardown(struct sysfs_index *idx, struct entry_event *c,
			   struct symbol *teardown, struct entry_sequence *seq)
{
	struct verdict *v = verdict_of(idx, c);
	int i, gone = -1, freed = -1;
	char target[160];

	for (i = 0; i < seq->n; i++) {
		const struct entry_event *ev = seq->ev[i];

		if (gone < 0 && entry_undoes(c, ev))
			gone = i;
		if (freed < 0 && obj_present(&c->target) &&
		    ev->kind == EV_DIRDEL && obj_equal(&ev->obj, &c->target))
			freed = i;
	}
	if (freed >= 0 && (gone < 0 || freed < gone)) {
		v->reported = 1;
		diag_report(&check_leak, LEVEL_BUG, c->pos, symbol_name(c->fn),
			    "%s created here points to '%s', which %s() frees at line %d before the link is removed: the link dangles; call %s() before %s()",
			    v->label, obj_text(&c->target, target, sizeof(target), 0),
			    symbol_name(seq->ev[freed]->fn),
			    seq->ev[freed]->pos.line, c->api->partner,
			    seq->ev[freed]->api->name);
		return;
	}
	if (gone >= 0)
		return;
	v->reported = 1;
	diag_report(&check_leak, LEVEL_BUG, c->pos, symbol_name(c->fn),
		    "%s created here by %s() is never removed by %s() at line %d: call %s() there",
		    v->label, c->api->name, symbol_name(teardown),
		    teardown->pos.line, c->api->partner);
}

/*
 * The teardowns of an init-like callback: remove() of the same driver
 * structure, module_exit() for module_init(), and every release.
 */
static void teardowns_of(struct sysfs_index *idx,
			 const struct sysfs_callback *init,
			 struct symbol_list **out)
{
	const struct sysfs_callback *cb;

	FOR_EACH_PTR(idx->callbacks, cb) {
		if (init->role == ROLE_PROBE && cb->role == ROLE_REMOVE &&
		    (!init->holder || !cb->holder || cb->holder == init->holder))
			add_symbol(out, cb->fn);
		if (init->role == ROLE_MODULE_INIT && cb->role == ROLE_MODULE_EXIT)
			add_symbol(out, cb->fn);
	} END_FOR_EACH_PTR(cb);
}

/* Does @init (of @type) set a member of role @role non-zero, at any depth? */
static int sets_role(struct symbol *type, struct expression *init,
		     enum sysfs_member_role role)
{
	struct expression *entry, *value;
	long long v;

	value = strip_casts(sysfs_initializer_member(type, init, role));
	if (value && constant_value(value, &v) && v)
		return 1;
	/* Or in a structure it embeds: .driver = { ... }. */
	if (!init || init->type != EXPR_INITIALIZER)
		return 0;
	FOR_EACH_PTR(init->expr_list, entry) {
		value = entry->type == EXPR_POS ? strip_casts(entry->init_expr) :
						  NULL;
		if (value && value->type == EXPR_INITIALIZER && entry->ctype &&
		    sets_role(entry->ctype, value, role))
			return 1;
	} END_FOR_EACH_PTR(entry);
	return 0;
}

/*
 * A probe whose devices never go: a built-in driver (the file has no
 * module_exit()) that cannot be unbound through sysfs
 * (.suppress_bind_attrs). What it made stays as long as the system runs.
 */
static int never_unbound(struct sysfs_index *idx,
			 const struct sysfs_callback *init)
{
	const struct sysfs_callback *cb;

	if (init->role != ROLE_PROBE || !init->holder)
		return 0;
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_MODULE_EXIT)
			return 0;
	} END_FOR_EACH_PTR(cb);
	return sets_role(init->holder, init->holder->initializer,
			 ROLE_NO_UNBIND);
}

static void pair_init(struct sysfs_index *idx, const struct sysfs_callback *init)
{
	struct symbol_list *fns = NULL, *deferred = NULL, *teardowns = NULL;
	struct symbol_list *hooks = NULL;
	struct entry_sequence seq = { 0 };
	struct entries *e = entries_of(idx);
	const struct sysfs_callback *cb;
	struct symbol *fn, *main_teardown;
	int i;

	teardowns_of(idx, init, &teardowns);
	entries_reached(idx, init->fn, &fns, &deferred, &hooks);
	if (!teardowns && (!deferred || never_unbound(idx, init)))
		goto out;
	main_teardown = teardowns ? ptr_list_nth(teardowns, 0) :
				    ptr_list_nth(deferred, 0);
	FOR_EACH_PTR(teardowns, fn) {
		entries_sequence(idx, &seq, fn);
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(deferred, fn) {
		entries_sequence(idx, &seq, fn);
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(hooks, fn) {
		entries_sequence(idx, &seq, fn);
	} END_FOR_EACH_PTR(fn);
	/*
	 * Every release, and every teardown handler of an ops structure:
	 * the core runs it when the interface is unregistered.
	 */
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_RELEASE || cb->role == ROLE_TEARDOWN)
			entries_sequence(idx, &seq, cb->fn);
	} END_FOR_EACH_PTR(cb);

	for (i = 0; i < e->n; i++) {
		struct entry_event *c = &e->ev[i];

		if (c->kind != EV_CREATE || verdict_of(idx, c)->reported ||
		    c->shared_key)
			continue;
		if (!symbol_in_list(fns, c->fn))
			continue;
		check_teardown(idx, c, main_teardown, &seq);
	}
out:
	entries_sequence_free(&seq);
	free_ptr_list(&fns);
	free_ptr_list(&deferred);
	free_ptr_list(&hooks);
	free_ptr_list(&teardowns);
}

/* Error unwind, on the linearized code */

/* One create (or one call of a helper that creates) followed forwards. */
struct unwind {
	struct irp_forward f;
	struct sysfs_index *idx;
	struct entry_event *c;
	struct instruction *create;
	struct symbol *fn;
	struct position fail;			/* the return looked at */
	struct position best;			/* the first leaking one */
	int found;
	int helper;		/* create is a call of the helper doing it */
	int passes_on;		/* helper: @fn's failure is the kernel's */
	/*
	 * The path's own state: past the create again, a later turn of a
	 * loop, whose facts about the create's result are forgotten.
	 */
	struct {
		int next_turn;
	} turn;
	int loop_ok;		/* no remove of it in the function at all */
	int found_plain;	/* a leaking return outside a later turn */
	/* Values found non-zero wherever the create runs, or not. */
	pseudo_t nonzero[8];
	int nonzero_known[8];
	int nr_nonzero;
};

static struct unwind *unwind_of(struct irp_forward *f)
{
	return (struct unwind *)((char *)f - offsetof(struct unwind, f));
}

/*
 * A remove inlined from a header has no position in the file: compare the
 * keys the two calls pass (the same symbol, or strings alike).
 */
static int inlined_remove(struct unwind *u, struct instruction *insn,
			  const struct sysfs_function *api)
{
	const struct sysfs_function *made;
	pseudo_t a, b;
	const char *sa, *sb;

	if (!api || api->role != FN_REMOVE || api->entry != u->c->api->entry ||
	    api->key_arg == NO_ARG)
		return 0;
	made = sysfs_function_lookup(irv_callee(u->create));
	if (!made || made->key_arg == NO_ARG)
		return 0;
	a = irv_call_arg(u->create, made->key_arg);
	b = irv_call_arg(insn, api->key_arg);
	if (!a || !b)
		return 0;
	if (a == b)
		return 1;
	if (irv_symbol(a) && irv_symbol(a) == irv_symbol(b))
		return 1;
	sa = irv_string(a);
	sb = irv_string(b);
	return sa && sb && !strcmp(sa, sb);
}

/*
 * A call that passes the address of an ops structure whose teardown
 * handler (a ROLE_TEARDOWN row: ipmi_smi_handlers.shutdown) takes @c away:
 * the core it registers with runs the handler when the registration fails,
 * and later at unregistration, like a devm action.
 */
static int ops_teardown_takes_away(struct unwind *u, struct instruction *insn)
{
	struct expression *value;
	struct symbol *sym, *def;
	pseudo_t arg;
	int i;

	for (i = 0; (arg = irv_call_arg(insn, i)); i++) {
		sym = irv_symbol(arg);
		if (!sym || !sym->initializer)
			continue;
		value = strip_casts(sysfs_initializer_member(sym,
				sym->initializer, ROLE_TEARDOWN));
		if (!value || value->type != EXPR_SYMBOL)
			continue;
		def = function_definition(value->symbol);
		if (def && entries_has_body(def) &&
		    entries_function_undoes(u->idx, def, u->c))
			return 1;
	}
	return 0;
}

static int call_takes_away(struct unwind *u, struct instruction *insn)
{
	struct symbol *callee = irv_callee(insn), *def;
	const struct sysfs_function *api = sysfs_function_lookup(callee);
	struct entry_event *ev;

	if (!callee)
		return 0;
	ev = entry_at(u->idx, u->fn, insn->pos, callee);
	if (ev && (entry_undoes(u->c, ev) || entries_flag_owns(u->idx, ev, u->c) ||
		   entries_queued_undoes(u->idx, ev, u->c)))
		return 1;
	if (!ev && insn->pos.stream != u->c->pos.stream &&
	    inlined_remove(u, insn, api))
		return 1;
	/* devm actions also run when probe() fails. */
	if (ev && ev->kind == EV_DEFER &&
	    entries_function_undoes(u->idx, ev->callee, u->c))
		return 1;
	if (api && api->role == FN_DEFER) {
		def = function_definition(irv_symbol(irv_call_arg(insn,
							api->key_arg)));
		if (def && entries_has_body(def) &&
		    entries_function_undoes(u->idx, def, u->c))
			return 1;
	}
	if (ops_teardown_takes_away(u, insn))
		return 1;
	def = function_definition(callee);
	return def && entries_has_body(def) &&
	       entries_function_undoes(u->idx, def, u->c);
}

/* Is the value @v returned on this path an error? */
static int returns_error(struct unwind *u, pseudo_t v, int size)
{
	struct irv_path *path = &u->f.path;
	pseudo_t next, arg, made = u->create->target;
	struct instruction *call;
	long long k;
	int depth, i;

	for (depth = 0; depth < 16 && v; depth++) {
		if (irv_constant(v, size, &k))
			return k < 0;
		if (!irv_computed(v))
			return 0;
		/* "if (err < 0) goto out;" passed: a status is 0 after it. */
		if (irv_not_negative(path, v))
			return 0;
		/*
		 * "if (!ret) ... else undo(); return ret;": the helper's
		 * result tested through the phi that merges it.
		 */
		if (u->helper && irv_outcome(path, v) == IRV_FAILED)
			return 1;
		next = irv_step(path, v, &u->fail);
		if (next != v) {
			v = next;
			continue;
		}
		if (v == made && !u->helper)
			return u->turn.next_turn &&
			       irv_outcome(path, v) == IRV_FAILED;
		/*
		 * "return helper(pdev);" in a probe: the helper's failure
		 * goes out as it is, with what the helper left behind. Not
		 * in a helper of the file: its own callers may undo it.
		 */
		if (v == made && u->passes_on)
			return irv_outcome(path, v) != IRV_SUCCEEDED;
		if (irv_outcome(path, v) == IRV_FAILED)
			return 1;
		call = irv_call_of(v);
		if (!call || !irv_callee(call) ||
		    function_body(function_definition(irv_callee(call))))
			return 0;
		/*
		 * "return sysfs_create_group(...);" after the create: a
		 * 0-or-errno call whose result the path did not test can
		 * fail there.
		 */
		if (v != made && sysfs_returns_status(irv_callee(call)) &&
		    irv_outcome(path, v) != IRV_SUCCEEDED)
			return 1;
		/* dev_err_probe(dev, err, ...) and the like pass err on. */
		for (i = 0; (arg = irv_call_arg(call, i)); i++)
			if (irv_outcome(path, arg) == IRV_FAILED &&
			    (u->helper || irv_strip(arg) != made))
				return 1;
		return 0;
	}
	return 0;
}

/* Is @insn a remove of u->c under the create's test, or under a flag @fn sets? */
static int guarded_remove_call(struct instruction *insn, void *data)
{
	struct unwind *u = data;
	struct symbol *callee = irv_callee(insn);
	struct entry_event *ev = entry_at(u->idx, u->fn, insn->pos, callee);

	if (ev && entries_guarded_remove(u->idx, u->fn, u->c, ev))
		return 1;
	/* sysfs_remove_file() inlined: its call has the header's position. */
	return !ev && insn->pos.stream != u->c->pos.stream &&
	       inlined_remove(u, insn, sysfs_function_lookup(callee)) &&
	       entries_has_guarded_remove(u->idx, u->fn, u->c);
}

/*
 * "if (data->vrm) create(); ... err: if (data->vrm) remove();": the
 * branch of the second test into the remove is the one this path takes
 * (1: true, 0: false); -1 when the branch is no such test. The
 * condition is taken to be unchanged in between.
 */
static int same_guard(struct unwind *u, struct instruction *cbr)
{
	int t, f;

	if (u->helper || u->fn != u->c->fn)
		return -1;
	t = irp_each_call_in(irp_edge(cbr, 1), 0, guarded_remove_call, u);
	f = irp_each_call_in(irp_edge(cbr, 0), 0, guarded_remove_call, u);
	if (t == f)
		return -1;
	return t;
}

/*
 * "if (dev)" on the error path, where dev was found non-NULL before the
 * create: the branch taken (1: true, 0: false), or -1 when not known.
 */
static int known_branch(struct unwind *u, struct instruction *cbr)
{
	int edge, i, known;
	pseudo_t x = irv_tested(&u->f.path, cbr->cond, &edge);

	if (!x)
		return -1;
	/* Made again on this path (a loop): another value. */
	if (irp_on_path(&u->f, irv_block_of(x)))
		return -1;
	for (i = 0; i < u->nr_nonzero; i++)
		if (u->nonzero[i] == x)
			return u->nonzero_known[i] ? edge : -1;
	known = irp_nonzero_at(u->create->bb, x);
	if (u->nr_nonzero < 8) {
		u->nonzero[u->nr_nonzero] = x;
		u->nonzero_known[u->nr_nonzero++] = known;
	}
	return known ? edge : -1;
}

static enum irp_next unwind_insn(struct irp_forward *f,
				 struct instruction *insn)
{
	struct unwind *u = unwind_of(f);

	if (insn->opcode == OP_RET) {
		u->fail = f->last;
		if (!returns_error(u, insn->src, insn->size))
			return IRP_END;
		if (!u->found || u->fail.line < u->best.line) {
			u->best = u->fail;
			u->found = 1;
		}
		if (!u->turn.next_turn)
			u->found_plain = 1;
		return IRP_END;
	}
	if (insn == u->create && u->loop_ok && !u->turn.next_turn) {
		/*
		 * The next turn of the loop: its own failure leaves what
		 * the earlier turns made.
		 */
		u->turn.next_turn = 1;
		irv_forget_outcome(&f->path, u->create->target);
		return IRP_GO_ON;
	}
	if (insn == u->create || call_takes_away(u, insn))
		return IRP_END;
	return IRP_GO_ON;
}

static int unwind_edges(struct irp_forward *f, struct instruction *cbr)
{
	struct unwind *u = unwind_of(f);
	int edge = known_branch(u, cbr);

	return edge >= 0 ? edge : same_guard(u, cbr);
}

/* Not past a failed create, but in a later turn or a helper's caller. */
static int unwind_take(struct irp_forward *f, struct instruction *cbr,
		       int truth)
{
	struct unwind *u = unwind_of(f);

	return u->helper || u->turn.next_turn ||
	       irv_outcome(&f->path, u->create->target) != IRV_FAILED;
}

static int unwind_revisit(struct irp_forward *f, int index)
{
	struct unwind *u = unwind_of(f);

	return !index && u->loop_ok && !u->turn.next_turn;
}

static int leak_wants_ir(struct sysfs_index *idx, struct symbol *fn)
{
	return type_returns_errno(fn) && (entries_creates(idx, fn) ||
				   entries_calls_creator(idx, fn));
}

/* attrs[i] created in a loop: the remove loop on the way out is enough. */
static int removed_in_loop(struct sysfs_index *idx, struct entry_event *c)
{
	return obj_has_index(&c->key) &&
	       entries_function_undoes(idx, c->fn, c);
}

/*
 * Follows the paths from @insn in @fn: the create of @c itself, or
 * (helper) a call of the function of the file that creates @c, whose
 * failure then does not end the path. The first leaking return's line,
 * or 0.
 */
static int unwind_from(struct sysfs_index *idx, struct entry_event *c,
		       struct symbol *fn, struct instruction *insn,
		       int helper, int passes_on)
{
	struct unwind *u = calloc(1, sizeof(*u));
	int line = 0;

	if (!u)
		die("out of memory");
	u->idx = idx;
	u->c = c;
	u->create = insn;
	u->fn = fn;
	u->helper = helper;
	u->passes_on = passes_on;
	/*
	 * A create in a loop: a later turn's failure is an error path of
	 * the earlier turns' creates, unless the function unwinds them
	 * somewhere (its remove loop, whose bounds are not followed).
	 */
	if (!helper)
		u->loop_ok = !entries_function_undoes(idx, fn, c);
	u->f.stream = c->pos.stream;
	u->f.insn = unwind_insn;
	u->f.edges = unwind_edges;
	u->f.take = unwind_take;
	u->f.revisit = unwind_revisit;
	u->f.state = &u->turn;
	u->f.state_size = sizeof(u->turn);
	irp_forward(&u->f, insn);
	/* The walk ran out of budget: say nothing rather than guess. */
	if (u->found && !(u->f.walk.cut & (IRP_CUT_STEPS | IRP_CUT_PATHS)))
		line = u->best.line;
	if (line && !helper)
		verdict_of(idx, c)->helper_loop_only = !u->found_plain;
	free(u);
	return line;
}

static void report_unwind(struct sysfs_index *idx, struct entry_event *c,
			  struct symbol *fn, int line)
{
	struct verdict *v = verdict_of(idx, c);

	v->reported = 1;
	diag_report(&check_leak, LEVEL_BUG, c->pos, symbol_name(c->fn),
		    "%s created here is not removed when %s() fails at line %d: call %s() on that error path",
		    v->label, symbol_name(fn), line, c->api->partner);
}

static void unwind_create(struct sysfs_index *idx, struct entry_event *c,
			  struct instruction *insn)
{
	struct verdict *v = verdict_of(idx, c);
	int line = unwind_from(idx, c, c->fn, insn, 0, 0);

	if (!line)
		return;
	v->callers_elsewhere = entries_called_elsewhere(idx, c->fn);
	if (entries_is_helper(idx, c->fn) || v->callers_elsewhere)
		v->helper_line = line;
	else
		report_unwind(idx, c, c->fn, line);
}

/*
 * @insn in @fn calls @helper: each create the helper leaves behind when it
 * fails must be removed on the caller's error paths, the helper's failure
 * included. Not when nobody acts on the caller's failure: it has no error
 * path.
 */
static void unwind_helper_call(struct sysfs_index *idx, struct symbol *fn,
			       struct symbol *helper, struct instruction *insn)
{
	struct entries *e = entries_of(idx);
	int i, line, quiet = entries_failure_ignored(idx, fn);
	int passes_on = !entries_is_helper(idx, fn) &&
			!entries_called_elsewhere(idx, fn);

	for (i = 0; i < e->n; i++) {
		struct entry_event *c = &e->ev[i];
		struct verdict *v = verdict_of(idx, c);

		if (c->fn != helper || c->kind != EV_CREATE || v->reported)
			continue;
		v->callers_walked++;
		/*
		 * A helper that leaks only when a later turn of its loop
		 * fails: judged on callers that pass the failure to the
		 * kernel only, not on helpers whose callers may undo it
		 * (f71882fg_create_fan_sysfs_files()) or on functions
		 * called from other files (edac_device_create_sysfs()).
		 */
		if (quiet || (v->helper_loop_only && !passes_on))
			continue;
		line = unwind_from(idx, c, fn, insn, 1, passes_on);
		if (line && !v->caller) {
			v->caller = fn;
			v->caller_line = line;
		}
	}
}

/* The helpers' creates, once every caller was followed. */
static void report_helpers(struct sysfs_index *idx)
{
	struct entries *e = entries_of(idx);
	int i;

	for (i = 0; i < e->n; i++) {
		struct entry_event *c = &e->ev[i];
		struct verdict *v = verdict_of(idx, c);

		if (c->kind != EV_CREATE || v->reported || !v->helper_line)
			continue;
		if (v->caller) {
			v->reported = 1;
			diag_report(&check_leak, LEVEL_BUG, c->pos, symbol_name(c->fn),
				    "%s created here is not removed when %s() fails at line %d, nor by its caller %s(), which fails at line %d: call %s() on that error path",
				    v->label, symbol_name(c->fn), v->helper_line,
				    symbol_name(v->caller), v->caller_line,
				    c->api->partner);
		} else if (!v->callers_walked && !v->callers_elsewhere) {
			report_unwind(idx, c, c->fn, v->helper_line);
		}
	}
}

struct ir_calls {
	struct sysfs_index *idx;
	struct symbol *fn;
};

static int unwind_call(struct instruction *insn, void *data)
{
	struct ir_calls *w = data;
	struct sysfs_index *idx = w->idx;
	struct entry_event *c = entry_at(idx, w->fn, insn->pos,
					 irv_callee(insn));

	if (c && c->kind == EV_CALL && insn->opcode == OP_CALL &&
	    entries_creates(idx, c->callee)) {
		unwind_helper_call(idx, w->fn, c->callee, insn);
		return 0;
	}
	if (!c || c->kind != EV_CREATE || verdict_of(idx, c)->reported ||
	    removed_in_loop(idx, c))
		return 0;
	if (insn->opcode == OP_INLINED_CALL)
		insn = irv_inlined_result(insn);
	unwind_create(idx, c, insn);
	return 0;
}

static void leak_function_ir(struct sysfs_index *idx, struct symbol *fn,
			     struct entrypoint *ep)
{
	struct ir_calls w = { idx, fn };

	irp_each_call(ep, 1, unwind_call, &w);
}

static void leak_file_end(struct sysfs_index *idx)
{
	const struct sysfs_callback *cb;

	report_helpers(idx);
	FOR_EACH_PTR(idx->callbacks, cb) {
		if (cb->role == ROLE_PROBE || cb->role == ROLE_MODULE_INIT)
			pair_init(idx, cb);
	} END_FOR_EACH_PTR(cb);
}

const struct sysfs_check check_leak = {
	.name = "sysfs-leak",
	.summary = "sysfs entries created at init must be removed at teardown and on error paths",
	.default_on = 1,
	.function = leak_function,
	.wants_ir = leak_wants_ir,
	.function_ir = leak_function_ir,
	.file_end = leak_file_end,
};
