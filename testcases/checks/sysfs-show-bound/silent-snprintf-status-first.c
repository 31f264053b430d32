// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a status returned before the snprintf() that fits
 *
 * elan_i2c_core.c min_show(): "retval" first holds the lock's status
 * ("if (retval) return retval;"), then what snprintf(buf, PAGE_SIZE,
 * "%d", ...) returned; the text always fits. The status return comes
 * before the snprintf() in the source.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct touchpad {
	struct mutex lock;
	bool ready;
	int min_baseline;
};

static ssize_t min_show(struct device *dev, struct device_attribute *attr,
			char *buf)
{
	struct touchpad *tp = dev_get_drvdata(dev);
	int retval;

	retval = mutex_lock_interruptible(&tp->lock);
	if (retval)
		return retval;

	if (!tp->ready) {
		retval = -ENODATA;
		goto out;
	}

	retval = snprintf(buf, PAGE_SIZE, "%d", tp->min_baseline);

out:
	mutex_unlock(&tp->lock);
	return retval;
}
static DEVICE_ATTR_RO(min);

static struct attribute *touchpad_attrs[] = {
	&dev_attr_min.attr,
	NULL,
};
ATTRIBUTE_GROUPS(touchpad);
MODULE_LICENSE("GPL");
