// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper creates a file and at once sets a bit in a flags
 * word; the file is removed elsewhere in the file under a test of that
 * bit (test_and_clear_bit()), when the configuration goes: the bit owns
 * the file, and a later failure of the helper or its caller does not
 * leak it (nbd in Linux 6.1). A failure before the bit is set, or a bit
 * that guards no remove of the file, still leaks it.
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/module.h>
#include <linux/refcount.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

#define UNIT_HAS_OWNER_FILE	1
#define UNIT_HAS_LOG_FILE	2
#define UNIT_BOUND		3

struct unit_config {
	unsigned long flags;
	void **workers;
};

struct unit {
	struct device *dev;
	refcount_t config_refs;
	struct unit_config *config;
	int owner;
};

static ssize_t owner_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct unit *u = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", u->owner);
}
static DEVICE_ATTR_RO(owner);

static ssize_t log_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(log);

static ssize_t bound_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "1\n");
}
static DEVICE_ATTR_RO(bound);

static void unit_config_put(struct unit *u)
{
	struct unit_config *config = u->config;

	if (!refcount_dec_and_test(&u->config_refs))
		return;
	if (test_and_clear_bit(UNIT_HAS_OWNER_FILE, &config->flags))
		device_remove_file(u->dev, &dev_attr_owner);
	if (test_and_clear_bit(UNIT_HAS_LOG_FILE, &config->flags))
		device_remove_file(u->dev, &dev_attr_log);
	if (test_bit(UNIT_BOUND, &config->flags))
		dev_info(u->dev, "unbound\n");
	u->config = NULL;
	kfree(config);
}

static int unit_start(struct unit *u)
{
	struct unit_config *config = u->config;
	int err;

	err = device_create_file(u->dev, &dev_attr_owner);
	if (err)
		return err;
	set_bit(UNIT_HAS_OWNER_FILE, &config->flags);

	config->workers = kcalloc(4, sizeof(void *), GFP_KERNEL);
	if (!config->workers)
		return -ENOMEM;

	err = device_create_file(u->dev, &dev_attr_log);	/* warn(sysfscheck): sysfs-leak:bug "file 'dev_attr_log' created here is not removed when unit_start() fails at line 92, nor by its caller unit_ioctl(), which fails at line 112: call device_remove_file() on that error path" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		return err;
	config->workers[0] = kzalloc(64, GFP_KERNEL);
	if (!config->workers[0])
		return -ENOMEM;
	set_bit(UNIT_HAS_LOG_FILE, &config->flags);

	err = device_create_file(u->dev, &dev_attr_bound);	/* warn(sysfscheck): sysfs-leak:bug "file 'dev_attr_bound' created here is not removed when unit_start() fails at line 101, nor by its caller unit_ioctl(), which fails at line 112: call device_remove_file() on that error path" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
	if (err)
		return err;
	set_bit(UNIT_BOUND, &config->flags);
	config->workers[1] = kzalloc(64, GFP_KERNEL);
	if (!config->workers[1])
		return -ENOMEM;
	return 0;
}

static long unit_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	struct unit *u = file->private_data;
	int ret;

	ret = unit_start(u);
	if (ret)
		return ret;
	unit_config_put(u);
	return 0;
}

static const struct file_operations unit_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = unit_ioctl,
};
