/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The one implementation behind each SAFE_* macro of safe_macros.h (legacy face) and
 * tst_safe_macros.h, tst_safe_macros_inline.h, tst_safe_prw.h (modern face).
 *
 * Every function takes the caller's location and the legacy cleanup callback first
 * (the modern macros pass NULL). On failure it reports TBROK | TERRNO at the caller's
 * file:line through the active face, and if that returns (a break nested inside a legacy
 * cleanup, or the modern face inside its cleanup) it returns the failing value.
 */
#ifndef SAFE_MACROS_FN_H__
#define SAFE_MACROS_FN_H__

#include <dirent.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <stddef.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

/*
 * Declared, not included: <sys/sysinfo.h> and <poll.h> clash with <linux/kernel.h> and
 * <linux/poll.h>, which some tests include.
 */
struct sysinfo;
struct pollfd;

/* Caller's location and legacy cleanup (NULL from the modern face). */
#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* How SAFE_WRITE treats a write that returns fewer bytes than asked for. */
enum safe_write_opts {
	SAFE_WRITE_ANY = 0,	/* return what write() did */
	SAFE_WRITE_ALL = 1,	/* a short write is TBROK */
	SAFE_WRITE_RETRY = 2,	/* keep writing the rest until all is written */
};

/* paths, directories, permissions */
char *safe_basename(LTK_SAFE_LOC, char *path);
char *safe_dirname(LTK_SAFE_LOC, char *path);
char *safe_getcwd(LTK_SAFE_LOC, char *buf, size_t size);
int safe_access(LTK_SAFE_LOC, const char *pathname, int mode);
int safe_chdir(LTK_SAFE_LOC, const char *path);
int safe_chroot(LTK_SAFE_LOC, const char *path);
int safe_mkdir(LTK_SAFE_LOC, const char *pathname, mode_t mode);
int safe_rmdir(LTK_SAFE_LOC, const char *pathname);
int safe_unlink(LTK_SAFE_LOC, const char *pathname);
int safe_link(LTK_SAFE_LOC, const char *oldpath, const char *newpath);
int safe_linkat(LTK_SAFE_LOC, int olddirfd, const char *oldpath, int newdirfd,
		const char *newpath, int flags);
int safe_symlink(LTK_SAFE_LOC, const char *oldpath, const char *newpath);
int safe_symlinkat(LTK_SAFE_LOC, const char *oldpath, int newdirfd, const char *newpath);
ssize_t safe_readlink(LTK_SAFE_LOC, const char *path, char *buf, size_t bufsize);
int safe_rename(LTK_SAFE_LOC, const char *oldpath, const char *newpath);
int safe_mkfifo(LTK_SAFE_LOC, const char *pathname, mode_t mode);
int safe_mknod(LTK_SAFE_LOC, const char *pathname, mode_t mode, dev_t dev);
int safe_chmod(LTK_SAFE_LOC, const char *path, mode_t mode);
int safe_fchmod(LTK_SAFE_LOC, int fd, mode_t mode);
int safe_chown(LTK_SAFE_LOC, const char *path, uid_t owner, gid_t group);
int safe_fchown(LTK_SAFE_LOC, int fd, uid_t owner, gid_t group);
int safe_lchown(LTK_SAFE_LOC, const char *path, uid_t owner, gid_t group);
int safe_truncate(LTK_SAFE_LOC, const char *path, off_t length);
int safe_stat(LTK_SAFE_LOC, const char *path, struct stat *buf);
int safe_lstat(LTK_SAFE_LOC, const char *path, struct stat *buf);
int safe_statfs(LTK_SAFE_LOC, const char *path, struct statfs *buf);
int safe_statvfs(LTK_SAFE_LOC, const char *path, struct statvfs *buf);
DIR *safe_opendir(LTK_SAFE_LOC, const char *name);
int safe_closedir(LTK_SAFE_LOC, DIR *dirp);
struct dirent *safe_readdir(LTK_SAFE_LOC, DIR *dirp);

/* file descriptors and I/O */
int safe_open(LTK_SAFE_LOC, const char *pathname, int oflags, ...);
int safe_creat(LTK_SAFE_LOC, const char *pathname, mode_t mode);
int safe_close(LTK_SAFE_LOC, int fd);
int safe_dup(LTK_SAFE_LOC, int oldfd);
int safe_dup2(LTK_SAFE_LOC, int oldfd, int newfd);
int safe_pipe(LTK_SAFE_LOC, int fildes[2]);
int safe_pipe2(LTK_SAFE_LOC, int fildes[2], int flags);
ssize_t safe_read(LTK_SAFE_LOC, char len_strict, int fildes, void *buf, size_t nbyte);
ssize_t safe_write(LTK_SAFE_LOC, enum safe_write_opts opts, int fildes, const void *buf,
		   size_t nbyte);
ssize_t safe_pread(LTK_SAFE_LOC, char len_strict, int fildes, void *buf, size_t nbyte,
		   off_t offset);
ssize_t safe_pwrite(LTK_SAFE_LOC, char len_strict, int fildes, const void *buf, size_t nbyte,
		    off_t offset);
ssize_t safe_readv(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		   int iovcnt);
ssize_t safe_writev(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		    int iovcnt);
ssize_t safe_preadv(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		    int iovcnt, off_t offset);
ssize_t safe_pwritev(LTK_SAFE_LOC, char len_strict, int fildes, const struct iovec *iov,
		     int iovcnt, off_t offset);
off_t safe_lseek(LTK_SAFE_LOC, int fd, off_t offset, int whence);
int safe_ftruncate(LTK_SAFE_LOC, int fd, off_t length);
int safe_fstat(LTK_SAFE_LOC, int fd, struct stat *buf);
int safe_fsync(LTK_SAFE_LOC, int fd);
int safe_posix_fadvise(LTK_SAFE_LOC, int fd, off_t offset, off_t len, int advice);
int safe_poll(LTK_SAFE_LOC, struct pollfd *fds, unsigned long nfds, int timeout);
char *safe_ptsname(LTK_SAFE_LOC, int masterfd);
/* ioctl() and fcntl() take an argument of any type: the macro makes the call, these judge it. */
int safe_ioctl_check(LTK_SAFE_LOC, int ret, int fd, const char *request);
int safe_fcntl_check(LTK_SAFE_LOC, int ret, int fd, int cmd);

/* memory */
void *safe_malloc(LTK_SAFE_LOC, size_t size);
void *safe_calloc(LTK_SAFE_LOC, size_t nmemb, size_t size);
void *safe_realloc(LTK_SAFE_LOC, void *ptr, size_t size);
void *safe_memalign(LTK_SAFE_LOC, size_t alignment, size_t size);
void *safe_mmap(LTK_SAFE_LOC, void *addr, size_t length, int prot, int flags, int fd,
		off_t offset);
int safe_munmap(LTK_SAFE_LOC, void *addr, size_t length);
int safe_msync(LTK_SAFE_LOC, void *addr, size_t length, int flags);
int safe_mprotect(LTK_SAFE_LOC, void *addr, size_t len, int prot);
int safe_mlock(LTK_SAFE_LOC, const void *addr, size_t len);
int safe_munlock(LTK_SAFE_LOC, const void *addr, size_t len);
int safe_mincore(LTK_SAFE_LOC, void *start, size_t length, unsigned char *vec);

/* users and groups */
int safe_setuid(LTK_SAFE_LOC, uid_t uid);
int safe_seteuid(LTK_SAFE_LOC, uid_t euid);
int safe_setgid(LTK_SAFE_LOC, gid_t gid);
int safe_setegid(LTK_SAFE_LOC, gid_t egid);
int safe_setreuid(LTK_SAFE_LOC, uid_t ruid, uid_t euid);
int safe_setregid(LTK_SAFE_LOC, gid_t rgid, gid_t egid);
int safe_setresuid(LTK_SAFE_LOC, uid_t ruid, uid_t euid, uid_t suid);
int safe_setresgid(LTK_SAFE_LOC, gid_t rgid, gid_t egid, gid_t sgid);
int safe_getresuid(LTK_SAFE_LOC, uid_t *ruid, uid_t *euid, uid_t *suid);
int safe_getresgid(LTK_SAFE_LOC, gid_t *rgid, gid_t *egid, gid_t *sgid);
int safe_setgroups(LTK_SAFE_LOC, size_t size, const gid_t *list);
int safe_getgroups(LTK_SAFE_LOC, int size, gid_t list[]);
struct passwd *safe_getpwnam(LTK_SAFE_LOC, const char *name);
struct group *safe_getgrnam(LTK_SAFE_LOC, const char *name);
struct group *safe_getgrnam_fallback(LTK_SAFE_LOC, const char *name, const char *fallback);
struct group *safe_getgrgid(LTK_SAFE_LOC, gid_t gid);

/* processes, signals, limits */
pid_t safe_wait(LTK_SAFE_LOC, int *status);
pid_t safe_waitpid(LTK_SAFE_LOC, pid_t pid, int *status, int opts);
int safe_kill(LTK_SAFE_LOC, pid_t pid, int sig);
int safe_setpgid(LTK_SAFE_LOC, pid_t pid, pid_t pgid);
pid_t safe_getpgid(LTK_SAFE_LOC, pid_t pid);
pid_t safe_setsid(LTK_SAFE_LOC);
int safe_getpriority(LTK_SAFE_LOC, int which, id_t who);
int safe_personality(LTK_SAFE_LOC, unsigned long persona);
int safe_pidfd_open(LTK_SAFE_LOC, pid_t pid, unsigned int flags);
int safe_unshare(LTK_SAFE_LOC, int flags);
int safe_setns(LTK_SAFE_LOC, int fd, int nstype);
long safe_ptrace(LTK_SAFE_LOC, int req, pid_t pid, void *addr, void *data);
int safe_prctl(LTK_SAFE_LOC, int option, unsigned long arg2, unsigned long arg3,
	       unsigned long arg4, unsigned long arg5);
int safe_sysinfo(LTK_SAFE_LOC, struct sysinfo *info);
long safe_sysconf(LTK_SAFE_LOC, int name);
int safe_getrusage(LTK_SAFE_LOC, int who, struct rusage *usage);
int safe_getrlimit(LTK_SAFE_LOC, int resource, struct rlimit *rlim);
int safe_setrlimit(LTK_SAFE_LOC, int resource, const struct rlimit *rlim);
int safe_setenv(LTK_SAFE_LOC, const char *name, const char *value, int overwrite);
/* exec*: return only when the exec failed (and the break returned). */
int safe_execl(LTK_SAFE_LOC, int use_path, const char *file_name, const char *arg, ...);
int safe_execvp(LTK_SAFE_LOC, const char *file_name, char *const argv[]);
void (*safe_signal(LTK_SAFE_LOC, int signum, void (*handler)(int)))(int);
int safe_sigaction(LTK_SAFE_LOC, int signum, const struct sigaction *act,
		   struct sigaction *oldact);
void safe_sigaddset(LTK_SAFE_LOC, sigset_t *sigs, int signo);
void safe_sigdelset(LTK_SAFE_LOC, sigset_t *sigs, int signo);
void safe_sigemptyset(LTK_SAFE_LOC, sigset_t *sigs);
void safe_sigfillset(LTK_SAFE_LOC, sigset_t *sigs);
int safe_sigprocmask(LTK_SAFE_LOC, int how, const sigset_t *set, sigset_t *oldset);
int safe_sigwait(LTK_SAFE_LOC, const sigset_t *set, int *sig);

/* extended attributes: a filesystem without them is TCONF */
ssize_t safe_getxattr(LTK_SAFE_LOC, const char *path, const char *name, void *value,
		      size_t size);
int safe_setxattr(LTK_SAFE_LOC, const char *path, const char *name, const void *value,
		  size_t size, int flags);
int safe_lsetxattr(LTK_SAFE_LOC, const char *path, const char *name, const void *value,
		   size_t size, int flags);
int safe_fsetxattr(LTK_SAFE_LOC, int fd, const char *name, const void *value, size_t size,
		   int flags);
int safe_removexattr(LTK_SAFE_LOC, const char *path, const char *name);
int safe_lremovexattr(LTK_SAFE_LOC, const char *path, const char *name);
int safe_fremovexattr(LTK_SAFE_LOC, int fd, const char *name);

/* mounts: an unsupported filesystem type is TCONF */
int safe_mount(LTK_SAFE_LOC, const char *source, const char *target,
	       const char *filesystemtype, unsigned long mountflags, const void *data);
int safe_mount2(LTK_SAFE_LOC, const char *source, const char *target,
		const char *filesystemtype, unsigned long mountflags, const void *data,
		int is_fuse, int check_support);
int safe_umount(LTK_SAFE_LOC, const char *target);

/* string conversion */
long safe_strtol(LTK_SAFE_LOC, char *str, long min, long max);
unsigned long safe_strtoul(LTK_SAFE_LOC, char *str, unsigned long min, unsigned long max);
float safe_strtof(LTK_SAFE_LOC, char *str, float min, float max);
int safe_sscanf(LTK_SAFE_LOC, const char *buffer, const char *format, ...)
	__attribute__((format(scanf, 5, 6)));

#endif
