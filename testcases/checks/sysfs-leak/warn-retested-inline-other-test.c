// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the goto ladder removes the power file (with the inline
 * sysfs_remove_file()) under a test of the slot's context instead of the
 * test it was created under: it stays when the slot has no context
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct slot_ops {
	int (*get_power_status)(void *ctx, u8 *value);
	int (*get_latch_status)(void *ctx, u8 *value);
};

struct hp_slot {
	struct kobject kobj;
	const struct slot_ops *ops;
	void *ctx;
};

struct slot_attribute {
	struct attribute attr;
	ssize_t (*show)(struct hp_slot *slot, char *buf);
	ssize_t (*store)(struct hp_slot *slot, const char *buf, size_t count);
};

static ssize_t power_read_file(struct hp_slot *slot, char *buf)
{
	u8 value = 0;
	int ret = slot->ops->get_power_status(slot->ctx, &value);

	return ret ? ret : sysfs_emit(buf, "%d\n", value);
}

static ssize_t latch_read_file(struct hp_slot *slot, char *buf)
{
	u8 value = 0;
	int ret = slot->ops->get_latch_status(slot->ctx, &value);

	return ret ? ret : sysfs_emit(buf, "%d\n", value);
}

static struct slot_attribute slot_attr_power = __ATTR(power, 0444, power_read_file, NULL);
static struct slot_attribute slot_attr_latch = __ATTR(latch, 0444, latch_read_file, NULL);

static bool has_power_file(struct hp_slot *slot)
{
	if (!slot->ops)
		return false;
	return slot->ops->get_power_status != NULL;
}

static bool has_latch_file(struct hp_slot *slot)
{
	if (!slot->ops)
		return false;
	return slot->ops->get_latch_status != NULL;
}

static int slot_add_files(struct hp_slot *slot)
{
	int retval = 0;

	if (has_power_file(slot)) {
		retval = sysfs_create_file(&slot->kobj, &slot_attr_power.attr);	/* warn(sysfscheck): sysfs-leak "nor by its caller hp_slot_register()" -- the rule reports nothing in this file (scripts/sysfscheck-cocci --rule=sysfs-leak); it counts the remove on the goto ladder as handling the file, whatever the condition it is under */
		if (retval)
			goto exit_power;
	}

	if (has_latch_file(slot)) {
		retval = sysfs_create_file(&slot->kobj, &slot_attr_latch.attr);
		if (retval)
			goto exit_latch;
	}

	goto exit;

exit_latch:
	if (slot->ctx)
		sysfs_remove_file(&slot->kobj, &slot_attr_power.attr);
exit_power:
exit:
	return retval;
}

static void slot_remove_files(struct hp_slot *slot)
{
	if (has_power_file(slot))
		sysfs_remove_file(&slot->kobj, &slot_attr_power.attr);
	if (has_latch_file(slot))
		sysfs_remove_file(&slot->kobj, &slot_attr_latch.attr);
}

int hp_slot_register(struct hp_slot *slot)
{
	int result;

	result = slot_add_files(slot);
	if (result) {
		pr_err("hp_slot: cannot add files: %d\n", result);
		return result;
	}
	kobject_uevent(&slot->kobj, KOBJ_ADD);
	return 0;
}

void hp_slot_deregister(struct hp_slot *slot)
{
	slot_remove_files(slot);
}
