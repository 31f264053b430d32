// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a member set from a parameter that is not always a literal
 *
 * The bq2415x pattern with the bound removed: one call passes the
 * device's name, or the setter is also handed out as a callback, so
 * callers outside the file can pass any string.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chg_device {
	const char *timer_error;
	const char *charge_error;
	int fault;
	void (*report)(struct chg_device *bq, const char *msg);
};

static void chg_timer_error(struct chg_device *bq, const char *msg)
{
	bq->timer_error = msg;
}

static void chg_charge_error(struct chg_device *bq, const char *msg)
{
	bq->charge_error = msg;
}

static void chg_timer_check(struct chg_device *bq, struct device *dev)
{
	if (bq->fault == 1)
		chg_timer_error(bq, "Overload");
	else if (bq->fault)
		chg_timer_error(bq, dev_name(dev));
	else
		bq->timer_error = NULL;
	chg_charge_error(bq, "Charge timer expired");
	bq->report = chg_charge_error;
}

static ssize_t timer_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chg_device *bq = dev_get_drvdata(dev);

	chg_timer_check(bq, dev);
	if (bq->timer_error)
		return sprintf(buf, "%s\n", bq->timer_error);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is a 'const char *' member set from a parameter one of whose calls passes dev_name(); that it is a pointer and what the calls pass are type and value facts */
	return sprintf(buf, "auto\n");
}
static DEVICE_ATTR_RO(timer);

static ssize_t charge_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct chg_device *bq = dev_get_drvdata(dev);

	if (bq->charge_error)
		return sprintf(buf, "%s\n", bq->charge_error);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the %s argument is a 'const char *' member set from a parameter of a function that is also stored as a callback; that it is a pointer and where it is called from are type and value facts */
	return sprintf(buf, "none\n");
}
static DEVICE_ATTR_RO(charge);

static struct attribute *chg_attrs[] = {
	&dev_attr_timer.attr,
	&dev_attr_charge.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chg);
MODULE_LICENSE("GPL");
