/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NUMA memory policies (set_mempolicy(2), mbind(2)): the MPOL_* constants.
 */
#ifndef LAPI_NUMAIF_H__
#define LAPI_NUMAIF_H__

#ifndef MPOL_DEFAULT
# define MPOL_DEFAULT 0
#endif
#ifndef MPOL_PREFERRED
# define MPOL_PREFERRED 1
#endif
#ifndef MPOL_BIND
# define MPOL_BIND 2
#endif
#ifndef MPOL_INTERLEAVE
# define MPOL_INTERLEAVE 3
#endif
#ifndef MPOL_LOCAL
# define MPOL_LOCAL 4
#endif
#ifndef MPOL_PREFERRED_MANY
# define MPOL_PREFERRED_MANY 5
#endif
#ifndef MPOL_WEIGHTED_INTERLEAVE
# define MPOL_WEIGHTED_INTERLEAVE 6
#endif
#ifndef MPOL_F_STATIC_NODES
# define MPOL_F_STATIC_NODES (1 << 15)
#endif
#ifndef MPOL_F_RELATIVE_NODES
# define MPOL_F_RELATIVE_NODES (1 << 14)
#endif
#ifndef MPOL_F_NUMA_BALANCING
# define MPOL_F_NUMA_BALANCING (1 << 13)
#endif
#ifndef MPOL_F_NODE
# define MPOL_F_NODE (1 << 0)
#endif
#ifndef MPOL_F_ADDR
# define MPOL_F_ADDR (1 << 1)
#endif
#ifndef MPOL_F_MEMS_ALLOWED
# define MPOL_F_MEMS_ALLOWED (1 << 2)
#endif
#ifndef MPOL_MF_STRICT
# define MPOL_MF_STRICT (1 << 0)
#endif
#ifndef MPOL_MF_MOVE
# define MPOL_MF_MOVE (1 << 1)
#endif
#ifndef MPOL_MF_MOVE_ALL
# define MPOL_MF_MOVE_ALL (1 << 2)
#endif

#endif
