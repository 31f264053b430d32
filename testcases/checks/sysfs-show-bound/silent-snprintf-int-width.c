// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of int conversions into a size their text fits
 *
 * vsnprintf() prints "%d" and "%x" without a length modifier at the width
 * of an int, so "%d\n" is at most 12 bytes: scsi_sysfs.c's
 * snprintf(buf, 20, "%d\n", ...), fsi's PAGE_SIZE - 1, and the same text
 * kept in a variable and returned (ipr, b43: one literal per branch).
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/sysfs.h>

struct hba {
	struct mutex lock;
	int busy;
	unsigned int ctlr;
	u32 state;
	bool external;
	int mode;
};

static ssize_t busy_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hba *h = dev_get_drvdata(dev);

	return snprintf(buf, 20, "%d\n", h->busy);
}
static DEVICE_ATTR_RO(busy);

static ssize_t external_show(struct device *dev, struct device_attribute *attr,
			     char *buf)
{
	struct hba *h = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE - 1, "%u\n", h->external ? 1 : 0);
}
static DEVICE_ATTR_RO(external);

static ssize_t ctlr_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hba *h = dev_get_drvdata(dev);
	int len;

	mutex_lock(&h->lock);
	len = snprintf(buf, PAGE_SIZE, "%u\n", h->ctlr);
	mutex_unlock(&h->lock);
	return len;
}
static DEVICE_ATTR_RO(ctlr);

static ssize_t state_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct hba *h = dev_get_drvdata(dev);
	int ret;

	ret = snprintf(buf, 10, "%08x\n", h->state);
	return ret;
}
static DEVICE_ATTR_RO(state);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct hba *h = dev_get_drvdata(dev);
	ssize_t count = 0;

	switch (h->mode) {
	case 0:
		count = snprintf(buf, PAGE_SIZE, "0 (off)\n");
		break;
	case 1:
		count = snprintf(buf, PAGE_SIZE, "1 (on)\n");
		break;
	}
	return count;
}
static DEVICE_ATTR_RO(mode);

static struct attribute *hba_attrs[] = {
	&dev_attr_busy.attr,
	&dev_attr_external.attr,
	&dev_attr_ctlr.attr,
	&dev_attr_state.attr,
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hba);
MODULE_LICENSE("GPL");
