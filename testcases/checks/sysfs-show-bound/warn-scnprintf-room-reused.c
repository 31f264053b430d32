// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the room left decreased by a local that can still hold a reading
 *
 * The net2280 queues_show() shape with the bound removed: on one path
 * "size -= t" subtracts the endpoint address "t" was set to, not what was
 * written (the else branch writes nothing); in the loop, "t" holds the
 * register read at the end of the previous turn. The room is then not
 * what is left of the page, so scnprintf(next, size, ...) can write past
 * it.
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/sysfs.h>
#include <linux/usb/ch9.h>

struct gadget_req {
	struct list_head queue;
	unsigned int actual, length;
};

struct gadget_ep {
	const char *name;
	const struct usb_endpoint_descriptor *desc;
	struct list_head queue;
	int is_in, fifo_size;
	u32 __iomem *count;
};

struct gadget_udc {
	int n_ep;
	struct gadget_ep ep[7];
};

static ssize_t queues_show(struct device *_dev, struct device_attribute *attr,
			   char *buf)
{
	struct gadget_udc *dev = dev_get_drvdata(_dev);
	char *next = buf;
	unsigned int size = PAGE_SIZE;
	int i, t;

	for (i = 0; i < dev->n_ep; i++) {
		struct gadget_ep *ep = &dev->ep[i];
		const struct usb_endpoint_descriptor *d = ep->desc;

		if (!d)
			continue;
		t = d->bEndpointAddress;
		if (i != 0)
			t = scnprintf(next, size, "\n%s (ep%d) fifo %d\n",	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the room variable loses an endpoint address on the path where nothing is written; the rule takes any scnprintf() size as the room left and does not follow which value reaches "size -= t" */
				      ep->name, t & USB_ENDPOINT_NUMBER_MASK,
				      ep->fifo_size);
		if (t <= 0 || t > size)
			goto done;
		size -= t;
		next += t;
	}
done:
	return PAGE_SIZE - size;
}
static DEVICE_ATTR_RO(queues);

static ssize_t counts_show(struct device *_dev, struct device_attribute *attr,
			   char *buf)
{
	struct gadget_udc *dev = dev_get_drvdata(_dev);
	char *next = buf;
	unsigned int size = PAGE_SIZE;
	int i, t = 0;

	for (i = 0; i < dev->n_ep; i++) {
		struct gadget_ep *ep = &dev->ep[i];

		if (i != 0) {
			size -= t;
			next += t;
		}
		t = scnprintf(next, size, "%s\n", ep->name);	/* warn(sysfscheck): sysfs-show-bound "unbounded %s" -- the room variable loses a register read in the previous turn of the loop; the rule takes any scnprintf() size as the room left and does not follow which value reaches "size -= t" */
		if (t <= 0 || t > size)
			break;
		t = readl(ep->count);
	}
	return PAGE_SIZE - size;
}
static DEVICE_ATTR_RO(counts);

static struct attribute *gadget_udc_attrs[] = {
	&dev_attr_queues.attr,
	&dev_attr_counts.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gadget_udc);
MODULE_LICENSE("GPL");
