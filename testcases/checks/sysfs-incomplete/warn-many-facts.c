// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a store() whose path to its return passes more branches
 * than the path can keep facts for: that path is left out and the
 * store() said not to be fully analysed, rather than judged on what the
 * path no longer knows (here "if (rv) return rv;" would be taken for a
 * return of the 0 set before it)
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

#define RACK_SENSORS	66

struct rack {
	struct mutex lock;
	int temp[RACK_SENSORS];
	long long fan_speed;
};

/* One test per sensor, as the board's sensor map has them. */
static inline bool rack_too_hot(const struct rack *a)
{
	return a->temp[0] > 90 || a->temp[1] > 90 || a->temp[2] > 90 ||
	       a->temp[3] > 90 || a->temp[4] > 90 || a->temp[5] > 90 ||
	       a->temp[6] > 90 || a->temp[7] > 90 || a->temp[8] > 90 ||
	       a->temp[9] > 90 || a->temp[10] > 90 || a->temp[11] > 90 ||
	       a->temp[12] > 90 || a->temp[13] > 90 || a->temp[14] > 90 ||
	       a->temp[15] > 90 || a->temp[16] > 90 || a->temp[17] > 90 ||
	       a->temp[18] > 90 || a->temp[19] > 90 || a->temp[20] > 90 ||
	       a->temp[21] > 90 || a->temp[22] > 90 || a->temp[23] > 90 ||
	       a->temp[24] > 90 || a->temp[25] > 90 || a->temp[26] > 90 ||
	       a->temp[27] > 90 || a->temp[28] > 90 || a->temp[29] > 90 ||
	       a->temp[30] > 90 || a->temp[31] > 90 || a->temp[32] > 90 ||
	       a->temp[33] > 90 || a->temp[34] > 90 || a->temp[35] > 90 ||
	       a->temp[36] > 90 || a->temp[37] > 90 || a->temp[38] > 90 ||
	       a->temp[39] > 90 || a->temp[40] > 90 || a->temp[41] > 90 ||
	       a->temp[42] > 90 || a->temp[43] > 90 || a->temp[44] > 90 ||
	       a->temp[45] > 90 || a->temp[46] > 90 || a->temp[47] > 90 ||
	       a->temp[48] > 90 || a->temp[49] > 90 || a->temp[50] > 90 ||
	       a->temp[51] > 90 || a->temp[52] > 90 || a->temp[53] > 90 ||
	       a->temp[54] > 90 || a->temp[55] > 90 || a->temp[56] > 90 ||
	       a->temp[57] > 90 || a->temp[58] > 90 || a->temp[59] > 90 ||
	       a->temp[60] > 90 || a->temp[61] > 90 || a->temp[62] > 90 ||
	       a->temp[63] > 90 || a->temp[64] > 90 || a->temp[65] > 90;
}

static ssize_t fan_store(struct device *dev,	/* warn: sysfs-incomplete "'fan_store' was not fully analysed (more than 128 branch facts on one path): findings on the paths left out may be missing" */
			 struct device_attribute *attr,
			 const char *buf, size_t len)
{
	struct rack *a = dev_get_drvdata(dev);
	long long speed;
	int rv;

	mutex_lock(&a->lock);
	if (rack_too_hot(a)) {
		rv = -EBUSY;
		goto out;
	}
	rv = kstrtoll(buf, 10, &speed);
	if (rv)
		goto out;
	a->fan_speed = speed;
	rv = 0;
out:
	mutex_unlock(&a->lock);
	if (rv)
		return rv;
	return len;
}
static DEVICE_ATTR_WO(fan);

static struct attribute *rack_attrs[] = {
	&dev_attr_fan.attr,
	NULL,
};
ATTRIBUTE_GROUPS(rack);
