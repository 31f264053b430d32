// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: snprintf() into a message buffer, its count variable reused
 *
 * solos-pci.c solos_param_show(): "buflen = snprintf(<skb data>, ...)"
 * builds a request, then "buflen" is the reply's length, copied into the
 * page with memcpy() and returned: snprintf() never wrote the page.
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
	buflen = m->reply_len & 63;
	memcpy(buf, m->reply, buflen);
	return buflen;
}
static DEVICE_ATTR_RO(param);

static struct attribute *modem_attrs[] = {
	&dev_attr_param.attr,
	NULL,
};
ATTRIBUTE_GROUPS(modem);
MODULE_LICENSE("GPL");
