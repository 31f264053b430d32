/* SPDX-License-Identifier: GPL-2.0 */
#ifndef REGS_H
#define REGS_H
#define CHIP_ID 0
struct chip {
	int base[16];
};
#endif
