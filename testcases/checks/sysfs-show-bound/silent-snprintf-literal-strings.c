// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() of '%s' of literals: chosen in the function, a define, rows of a table
 *
 * snic_attrs.c, fnic_attrs.c, scsi_transport_fc.c, qla4xxx ql4_attr.c:
 * the string is a literal picked by a conditional, the driver's version
 * define, a literal of a static table of the file (the longest, 10
 * characters, into 20 bytes), or a local the function sets only to
 * literals. The longest text always fits the size, so what snprintf()
 * returns is what it wrote.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

#define HBA_DRV_VERSION "2.0.0.42"

static const char *const port_state_names[] = {
	"Unknown", "NotPresent", "Online", "Offline", "Blocked",
};

struct hba {
	bool link_up;
	unsigned int state;
	int load_src;
};

static ssize_t link_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct hba *h = dev_get_drvdata(dev);

	return snprintf(buf, PAGE_SIZE, "%s\n",
			h->link_up ? "Link Up" : "Link Down");
}
static DEVICE_ATTR_RO(link_state);

static ssize_t drv_version_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	return snprintf(buf, PAGE_SIZE, "%s\n", HBA_DRV_VERSION);
}
static DEVICE_ATTR_RO(drv_version);

static ssize_t port_state_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct hba *h = dev_get_drvdata(dev);

	if (h->state >= ARRAY_SIZE(port_state_names))
		return -EINVAL;
	return snprintf(buf, 20, "%s\n", port_state_names[h->state]);
}
static DEVICE_ATTR_RO(port_state);

static ssize_t load_src_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct hba *h = dev_get_drvdata(dev);
	char *src = NULL;
	int len;

	if (h->load_src == 2)
		src = "Flash Primary";
	else if (h->load_src == 3)
		src = "Flash Secondary";
	else if (h->load_src == 5)
		src = "Host Download";
	len = snprintf(buf, PAGE_SIZE, "%s\n", src);
	return len;
}
static DEVICE_ATTR_RO(load_src);

static struct attribute *hba_attrs[] = {
	&dev_attr_link_state.attr,
	&dev_attr_drv_version.attr,
	&dev_attr_port_state.attr,
	&dev_attr_load_src.attr,
	NULL,
};
ATTRIBUTE_GROUPS(hba);
MODULE_LICENSE("GPL");
