// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: %s of a member set from a parameter every call passes a literal
 *
 * bq2415x_charger.c: "bq->timer_error = msg;" in bq2415x_timer_error(),
 * a static function of the file called only with literals; the member is
 * otherwise NULL. Its show() prints it after testing it.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

struct chg_device {
	const char *timer_error;
	int fault;
};

static void chg_timer_error(struct chg_device *bq, const char *msg)
{
	bq->timer_error = msg;
}

static void chg_timer_check(struct chg_device *bq)
{
	switch (bq->fault) {
	case 0:
		bq->timer_error = NULL;
		break;
	case 1:
		chg_timer_error(bq, "Overload");
		break;
	case 2:
		chg_timer_error(bq, "Battery overvoltage protection asserted");
		break;
	default:
		chg_timer_error(bq, "Unknown error");
		break;
	}
}

static ssize_t timer_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct chg_device *bq = dev_get_drvdata(dev);

	chg_timer_check(bq);
	if (bq->timer_error)
		return sprintf(buf, "%s\n", bq->timer_error);
	return sprintf(buf, "auto\n");
}
static DEVICE_ATTR_RO(timer);

static struct attribute *chg_attrs[] = {
	&dev_attr_timer.attr,
	NULL,
};
ATTRIBUTE_GROUPS(chg);
MODULE_LICENSE("GPL");
