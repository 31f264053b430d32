// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "ast.h"
#include "bounds.h"
#include "conditions.h"
#include "member-values.h"
#include "sysfs-index.h"
#include "token.h"

/* What the file stores in one member. */
struct member_value {
	struct symbol *member;
	int strings;		/* a char pointer (or table) member */
	long longest;		/* its longest string, UNBOUNDED once one is */
	int counts;		/* an integer member */
	long long most;		/* its largest value */
	int unbounded;		/* or a value not known */
	/*
	 * A function that attaches the file's attributes returns when the
	 * member is above @rejected_above ("if (n > MAX) return -EINVAL;").
	 */
	int rejected;
	long long rejected_above;
};

/* What the file stores, in its index. */
struct members {
	int built, building;
	struct member_value *rows;
	int n, cap;
	struct symbol_list *tainted;	/* struct types filled wholesale */
};

static void release_members(void *state)
{
	struct members *members = state;

	free(members->rows);
	free_ptr_list(&members->tainted);
}

static struct members *file_members(void)
{
	static const char owner;
	struct sysfs_index *idx = analysis_file();

	if (!idx)
		die("sysfscheck: member values asked for outside a file");
	return index_context(idx, &owner, sizeof(struct members),
			     release_members);
}

/* The row of @member, added when @add. */
static struct member_value *row_of(struct symbol *member, int add)
{
	struct members *m = file_members();
	struct member_value *row;
	int i;

	for (i = 0; i < m->n; i++)
		if (m->rows[i].member == member)
			return &m->rows[i];
	if (!add)
		return NULL;
	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 64;
		m->rows = realloc(m->rows,
				       m->cap * sizeof(*m->rows));
		if (!m->rows)
			die("out of memory");
	}
	row = &m->rows[m->n++];
	memset(row, 0, sizeof(*row));
	row->member = member;
	return row;
}

static int is_char_pointer(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_PTR &&
	       type_is_char(type->ctype.base_type);
}

/* "const char *const *": a pointer to a table of strings. */
static int is_table_pointer(struct symbol *type)
{
	type = type_base(type);
	return type && type->type == SYM_PTR &&
	       is_char_pointer(type->ctype.base_type);
}

/* @value stored into member @member by @fn; NULL: a value not known. */
static void store_string(struct symbol *fn, struct symbol *member,
			 struct expression *value)
{
	struct member_value *row;
	long n;

	if (!member)
		return;
	if (is_char_pointer(member)) {
		n = value ? string_or_null_bound(fn, value) : UNBOUNDED;
	} else if (is_table_pointer(member)) {
		/* "data->temp_label = nct6776_temp_label": its strings. */
		value = strip_casts(value);
		if (value && is_null_pointer(value))
			n = NULL_TEXT_LENGTH;
		else if (value && value->type == EXPR_SYMBOL)
			n = string_table_bound(fn, value->symbol);
		else
			n = UNBOUNDED;
	} else {
		return;
	}
	row = row_of(member, 1);
	if (!row->strings)
		row->longest = n;
	else if (n == UNBOUNDED ||
		 (row->longest != UNBOUNDED && n > row->longest))
		row->longest = n;
	row->strings = 1;
}

static void store_count(struct symbol *fn, struct symbol *member,
			struct expression *value)
{
	struct member_value *row;
	long long k = 0;
	int known;

	if (!member || !type_is_integer(member))
		return;
	known = value && int_bound(fn, value, &k);
	row = row_of(member, 1);
	if (!row->counts)
		row->most = k;
	row->counts = 1;
	if (!known)
		row->unbounded = 1;
	else if (k > row->most)
		row->most = k;
}

static void store(struct symbol *fn, struct symbol *member,
		  struct expression *value)
{
	store_string(fn, member, value);
	store_count(fn, member, value);
}

/* Every member of struct @type (and of the structs inside it) is unknown. */
static void taint_type(struct symbol *type)
{
	struct members *m = file_members();
	struct symbol *member;

	type = type_base(type);
	if (!type_is_aggregate(type) || symbol_in_list(m->tainted, type))
		return;
	add_symbol(&m->tainted, type);
	FOR_EACH_PTR(type->symbol_list, member) {
		taint_type(member);
	} END_FOR_EACH_PTR(member);
}

/*
 * A member whose address @e is ("&data->count", "&chip->regs"): after
 * evaluation "base + offset" typed as a pointer to the member's type.
 */
static int member_address(struct expression *e, struct member_access *ma)
{
	struct address addr;
	struct symbol *want;

	if (!e || e->type != EXPR_BINOP || e->op != '+' ||
	    e->ctype == &lazy_ptr_ctype)
		return 0;
	want = type_base(type_pointee(e->ctype));
	if (!want || !expr_address(e, &addr))
		return 0;
	ma->member = member_typed_at(addr.type, addr.offset, want,
				     &ma->owner);
	ma->base = e;
	return ma->member != NULL;
}

/* A member whose value nothing in the file can know any more. */
static void member_unknown(struct symbol *member)
{
	if (type_is_aggregate(member))
		taint_type(member);
	store(NULL, member, NULL);
}

/*
 * A struct converted to bytes ("(u8 *)&regs", "memcpy(&cfg, ...)"): its
 * members are filled by something the file does not show.
 */
static void member_conversion(struct expression *e)
{
	struct expression *from = cast_operand(e);
	struct symbol *t_from, *t_to;
	struct address addr;
	int object;

	if (!from || !from->ctype || !e->ctype)
		return;
	t_from = type_base(from->ctype);
	t_to = type_base(e->ctype);
	if (!t_from || t_from->type != SYM_PTR || !t_to ||
	    t_to->type != SYM_PTR)
		return;
	t_from = type_base(t_from->ctype.base_type);
	t_to = type_base(t_to->ctype.base_type);
	if (!type_is_aggregate(t_from) || t_from == t_to)
		return;
	object = expr_address(from, &addr) && addr.object && !addr.pointer;
	/* A const table given to bsearch(): nothing writes it. */
	if (object && (addr.object->ctype.modifiers & MOD_CONST))
		return;
	if (type_is_integer(t_to) || object)
		taint_type(t_from);
}

static void member_initializer(struct symbol *fn, struct expression *init)
{
	struct expression *entry;

	if (!init || init->type != EXPR_INITIALIZER)
		return;
	FOR_EACH_PTR(init->expr_list, entry) {
		struct expression *value = entry;
		struct symbol *member = NULL;

		while (value && value->type == EXPR_POS) {
			member = value->ctype;
			value = value->init_expr;
		}
		if (value && value->type == EXPR_INITIALIZER)
			member_initializer(fn, value);
		else if (member && member->ident)
			store(fn, member, value);
	} END_FOR_EACH_PTR(entry);
}

static void member_assignment(struct ast_visitor *v, struct expression *e)
{
	struct member_access ma;
	struct symbol *type;

	switch (e->type) {
	case EXPR_ASSIGNMENT:
		if (!expr_member_read(e->left, &ma)) {
			/* "*p = *q", "c = tmpl": a struct copied whole. */
			type = type_base(e->left ? e->left->ctype : NULL);
			if (type_is_aggregate(type))
				taint_type(type);
			return;
		}
		if (type_is_aggregate(ma.member))
			taint_type(ma.member);
		else if (e->op == '=')
			store(v->fn, ma.member, e->right);
		else
			member_unknown(ma.member);
		return;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		if ((e->op == SPECIAL_INCREMENT || e->op == SPECIAL_DECREMENT) &&
		    expr_member_read(e->unop, &ma))
			member_unknown(ma.member);
		return;
	case EXPR_BINOP:
		if (member_address(e, &ma))
			member_unknown(ma.member);
		return;
	case EXPR_INITIALIZER:
		/* A local or a compound literal: "struct cfg c = { .n = n }". */
		member_initializer(v->fn, e);
		return;
	default:
		if (cast_operand(e))
			member_conversion(e);
		return;
	}
}

/* Does @stmt return, alone or as the last statement of its block? */
static int returns_here(struct statement *stmt)
{
	if (stmt && stmt->type == STMT_COMPOUND)
		stmt = last_ptr_list((struct ptr_list *)stmt->stmts);
	return stmt && stmt->type == STMT_RETURN;
}

static void names_reached(struct ast_visitor *v, struct expression *e)
{
	struct sysfs_index *idx = analysis_file();

	if (e->type == EXPR_SYMBOL && index_reach(idx, e->symbol))
		*(int *)v->data = 1;
}

/*
 * Does @fn name something that sysfs reaches (an attribute group it
 * hands over): does it set up the objects the file's show()s read?
 */
static int attaches_attributes(struct symbol *fn)
{
	int named = 0;
	struct ast_visitor v = { .expr = names_reached, .data = &named };

	ast_walk_function(&v, fn);
	return named;
}

/*
 * "if (mc->num_colors > LED_COLOR_ID_MAX) return -EINVAL;" in the function
 * that attaches the attributes: an object registered there holds at most
 * that, whoever filled it in.
 */
static void member_rejected(struct ast_visitor *v, struct statement *stmt)
{
	struct expression *operand;
	struct member_access ma;
	struct member_value *row;
	long long k;

	if (stmt->type != STMT_IF || !returns_here(stmt->if_true))
		return;
	operand = test_upper_operand(stmt->if_conditional, 0, &k);
	if (!operand || !expr_member_read(operand, &ma) ||
	    !type_is_integer(ma.member) || !attaches_attributes(v->fn))
		return;
	row = row_of(ma.member, 1);
	if (!row->rejected || k > row->rejected_above)
		row->rejected_above = k;
	row->rejected = 1;
}

static void members_build(struct sysfs_index *idx)
{
	struct ast_visitor v = { .expr = member_assignment,
				 .stmt = member_rejected };
	struct members *m = file_members();
	struct sysfs_data *data;
	struct symbol *fn;

	m->building = 1;
	FOR_EACH_PTR(idx->functions, fn) {
		ast_walk_function(&v, fn);
	} END_FOR_EACH_PTR(fn);
	FOR_EACH_PTR(idx->data, data) {
		member_initializer(NULL, data->sym->initializer);
	} END_FOR_EACH_PTR(data);
	m->building = 0;
	m->built = 1;
}

/*
 * Is struct @owner the file's own: declared in it, or in a header next to
 * it (a driver's private header, "nct6775.h" beside nct6775-core.c)?
 */
static int own_struct(struct sysfs_index *idx, struct symbol *owner)
{
	const char *file, *decl, *slash;
	size_t dir;

	if (index_in_input(idx, owner->pos))
		return 1;
	file = stream_name(idx->stream);
	decl = stream_name(owner->pos.stream);
	if (!file || !decl)
		return 0;
	slash = strrchr(file, '/');
	dir = slash ? (size_t)(slash - file + 1) : 0;
	slash = strrchr(decl, '/');
	if ((slash ? (size_t)(slash - decl + 1) : 0) != dir ||
	    strncmp(file, decl, dir))
		return 0;
	return strlen(decl) > 2 && !strcmp(decl + strlen(decl) - 2, ".h");
}

/* The member read by @e, of a struct of the file, and not filled wholesale. */
static int own_member(struct expression *e, struct member_access *ma)
{
	struct sysfs_index *idx = analysis_file();
	struct members *m;

	if (!idx)
		return 0;
	m = file_members();
	if (m->building)
		return 0;
	if (!m->built)
		members_build(idx);
	if (!expr_member_read(e, ma))
		return 0;
	return own_struct(idx, ma->owner) &&
	       !symbol_in_list(m->tainted, type_base(ma->owner));
}

/*
 * A member of a struct from elsewhere that the file rejects above a
 * constant where it attaches its attributes, and does not fill wholesale.
 */
static int member_of_rejected(struct expression *e, struct member_access *ma)
{
	struct member_value *row;

	if (!analysis_file() || file_members()->building ||
	    !expr_member_read(e, ma) ||
	    symbol_in_list(file_members()->tainted, type_base(ma->owner)))
		return 0;
	row = row_of(ma->member, 0);
	return row && row->rejected;
}

long member_string_bound(struct expression *e)
{
	struct member_access ma;
	struct member_value *row;

	if (!own_member(e, &ma))
		return UNBOUNDED;
	row = row_of(ma.member, 0);
	return row && row->strings ? row->longest : UNBOUNDED;
}

int member_int_bound(struct expression *e, long long *most)
{
	struct member_access ma;
	struct member_value *row;

	if (!own_member(e, &ma) && !member_of_rejected(e, &ma))
		return 0;
	row = row_of(ma.member, 0);
	if (!row || row->unbounded || (!row->counts && !row->rejected))
		return 0;
	/* What the file stores, and what it lets through when attaching. */
	*most = row->counts ? row->most : row->rejected_above;
	if (row->rejected && row->counts && row->rejected_above > *most)
		*most = row->rejected_above;
	return 1;
}
