// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the room left decreased by a local that also held a reading
 *
 * net2280.c queues_show(): "t" first holds an endpoint address, then what
 * scnprintf(next, size, ...) wrote; "size -= t" comes after the second
 * store on every path (the first branch writes in both arms, and the
 * "goto done" leaves before the subtraction), so the room stays what is
 * left of the page and a long endpoint name is cut, not written past it.
 */
#include <linux/device.h>
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
	int i;

	for (i = 0; i < dev->n_ep; i++) {
		struct gadget_ep *ep = &dev->ep[i];
		struct gadget_req *req;
		int t;

		if (i != 0) {
			const struct usb_endpoint_descriptor *d = ep->desc;

			if (!d)
				continue;
			t = d->bEndpointAddress;
			t = scnprintf(next, size, "\n%s (ep%d%s) fifo %d\n",
				      ep->name, t & USB_ENDPOINT_NUMBER_MASK,
				      (t & USB_DIR_IN) ? "in" : "out",
				      ep->fifo_size);
		} else {
			t = scnprintf(next, size, "ep0 max 64 pio %s\n",
				      ep->is_in ? "in" : "out");
		}
		if (t <= 0 || t > size)
			goto done;
		size -= t;
		next += t;

		list_for_each_entry(req, &ep->queue, queue) {
			t = scnprintf(next, size, "\t%s req len %d/%d\n",
				      ep->name, req->actual, req->length);
			if (t <= 0 || t > size)
				goto done;
			size -= t;
			next += t;
		}
	}
done:
	return PAGE_SIZE - size;
}
static DEVICE_ATTR_RO(queues);

static struct attribute *gadget_udc_attrs[] = {
	&dev_attr_queues.attr,
	NULL,
};
ATTRIBUTE_GROUPS(gadget_udc);
MODULE_LICENSE("GPL");
