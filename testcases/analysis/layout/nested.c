/*
 * Which member holds a byte (layout.h, member_find()): members of structs
 * nested in structs and unions, anonymous ones, a member that starts
 * where the struct holding it starts, and a flexible array member; the
 * member path written out for it (expr_text()).
 *
 * check-options: --debug-analysis
 */
#include <linux/types.h>
#include "../probes.h"

struct point {
	int x;
	int y;
};

struct shape {
	struct point origin;
	union {
		struct point corner;
		struct {
			short w;
			short h;
		};
	};
	int n;
	struct point more[];
};

void layout(struct shape *s, int i)
{
	__sysfscheck_member(s->origin.x);	// warn: sysfs-analysis "member: point.x"
	__sysfscheck_member(s->corner.y);	// warn: sysfs-analysis "member: point.y"
	__sysfscheck_member(s->w);		// warn: sysfs-analysis "member: (anonymous).w"
	__sysfscheck_member(s->h);		// warn: sysfs-analysis "member: (anonymous).h"
	__sysfscheck_member(s->n);		// warn: sysfs-analysis "member: shape.n"
	__sysfscheck_address(&s->corner.y);	// warn: sysfs-analysis "address: *s + 12"
	__sysfscheck_address(&s->h);		// warn: sysfs-analysis "address: *s + 10"
	__sysfscheck_text(&s->origin);		// warn: sysfs-analysis "text: &s->origin"
	__sysfscheck_text(&s->origin.x);	// warn: sysfs-analysis "text: &s->origin.x"
	__sysfscheck_text(s->h);		// warn: sysfs-analysis "text: s->h"
	__sysfscheck_text(s->corner.x);		// warn: sysfs-analysis "text: s->corner.x"
}
