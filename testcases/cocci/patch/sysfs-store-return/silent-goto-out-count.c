// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one exit under a lock: ret is the error or count
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct motor {
	struct mutex lock;
	int speed;
	bool running;
};

static ssize_t speed_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct motor *m = dev_get_drvdata(dev);
	int speed;
	ssize_t ret;

	ret = kstrtoint(buf, 0, &speed);
	if (ret)
		return ret;
	mutex_lock(&m->lock);
	if (!m->running) {
		ret = -EBUSY;
		goto out;
	}
	m->speed = speed;
	ret = count;
out:
	mutex_unlock(&m->lock);
	return ret;
}
static DEVICE_ATTR_WO(speed);

static struct attribute *motor_attrs[] = {
	&dev_attr_speed.attr,
	NULL,
};
ATTRIBUTE_GROUPS(motor);
