// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() into a message buffer, then into the page
 *
 * As silent-snprintf-elsewhere.c, but the reply is formatted into the
 * page with snprintf() and that count is returned.
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

struct modem {
	char request[32];
	char reply[64];
	int reply_len;
};

int modem_transfer(struct modem *m, int len);

static ssize_t param_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct modem *m = dev_get_drvdata(dev);
	int buflen;

	buflen = snprintf(m->request, sizeof(m->request), "L%05d\n%s\n", 1,
			  attr->attr.name);
	if (modem_transfer(m, buflen))
		return -EIO;
	buflen = snprintf(buf, PAGE_SIZE, "%s\n", m->reply + m->reply_len);
	return buflen;	/* warn(sysfscheck): sysfs-show-bound "returns what snprintf() returned" -- a value fact (a length, size, count or bound) that the rule does not compute */
}
static DEVICE_ATTR_RO(param);

static struct attribute *modem_attrs[] = {
	&dev_attr_param.attr,
	NULL,
};
ATTRIBUTE_GROUPS(modem);
MODULE_LICENSE("GPL");
