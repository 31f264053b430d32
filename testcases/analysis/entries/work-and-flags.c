/*
 * Entries (entries.h) that say who removes later: a bit set in a flags
 * word (set_bit()), the bit a remove's guard tests, a function stored in
 * a member to run later (a call handed the member and the function, or
 * INIT_WORK() written out), and the queueing of that member's work.
 *
 * check-options: --debug-analysis
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/workqueue.h>
#include "../probes.h"

#define HAS_FILE	2

struct unit {
	unsigned long flags;
	struct kobject kobj;
	struct work_struct teardown;
	struct device *dev;
};

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return 0;
}
static DEVICE_ATTR_RO(level);

static void unit_teardown(struct work_struct *work)
{
	struct unit *u = container_of(work, struct unit, teardown);

	kobject_del(&u->kobj);
}

extern void subsys_defer(struct work_struct *w, void (*fn)(struct work_struct *));

void unit_setup(struct unit *u)
{
	INIT_WORK(&u->teardown, unit_teardown);
	subsys_defer(&u->teardown, unit_teardown);
	if (device_create_file(u->dev, &dev_attr_level))
		return;
	set_bit(HAS_FILE, &u->flags);
	__sysfscheck_entries();	/* warn: sysfs-analysis "entry: call __init_work() at line 42" warn: sysfs-analysis "entry: call INIT_LIST_HEAD() at line 42" warn: sysfs-analysis "entry: hook unit_teardown() at line 42" warn: sysfs-analysis "entry: work unit_teardown() at line 42, in <unit>.teardown" warn: sysfs-analysis "entry: work unit_teardown() at line 43, in <unit>.teardown" warn: sysfs-analysis "entry: create device_create_file(<unit>.dev, dev_attr_level) at line 44" warn: sysfs-analysis "entry: flag at line 46, bit 2" */
}

void unit_put(struct unit *u)
{
	if (test_and_clear_bit(HAS_FILE, &u->flags))
		device_remove_file(u->dev, &dev_attr_level);
	schedule_work(&u->teardown);
	__sysfscheck_entries();	/* warn: sysfs-analysis "entry: call test_and_clear_bit() at line 52" warn: sysfs-analysis "entry: remove device_remove_file(<unit>.dev, dev_attr_level) at line 53, if test_and_clear_bit(2, &u->flags)" warn: sysfs-analysis "entry: queue at line 54, in <unit>.teardown" */
}
