/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/*
 * The uapi half of include/linux/demo-flash.h, as
 * include/uapi/linux/pktcdvd.h defines MAX_WRITERS for pktcdvd.c.
 */
#ifndef _UAPI_DEMO_FLASH_H
#define _UAPI_DEMO_FLASH_H

#define DEMO_NUM_FAULTS	9

#endif
