// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a status returned before an snprintf() whose text can be cut
 *
 * As silent-snprintf-status-first.c, but the text is a string of any
 * length: what snprintf() returned can be more than the page.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct touchpad {
	struct mutex lock;
	bool ready;
	const char *firmware;
};

static ssize_t min_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct touchpad *tp = dev_get_drvdata(dev);
	int retval;

	retval = mutex_lock_interruptible(&tp->lock);
	if (retval)
		return retval;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- sysfscheck takes a variable's value over all its assignments, so the status return before the snprintf() is reported too; the rule follows the path */

	if (!tp->ready) {
		retval = -ENODATA;
		goto out;
	}

	retval = snprintf(buf, PAGE_SIZE, "%s", tp->firmware);

out:
	mutex_unlock(&tp->lock);
	return retval;	/* warn: sysfs-show-bound "returns what snprintf() returned" */
}
static DEVICE_ATTR_RO(min);

static struct attribute *touchpad_attrs[] = {
	&dev_attr_min.attr,
	NULL,
};
ATTRIBUTE_GROUPS(touchpad);
MODULE_LICENSE("GPL");
