/** Query keys of the employee-accounts feature; mutations invalidate the branch they change. */
export const employeeAccountsKeys = {
  all: ['employee-accounts'] as const,
  users: () => [...employeeAccountsKeys.all, 'users'] as const,
  userList: (params: object) => [...employeeAccountsKeys.users(), 'list', params] as const,
  roles: () => [...employeeAccountsKeys.all, 'roles'] as const,
  audit: () => [...employeeAccountsKeys.all, 'audit'] as const,
  auditList: (params: object) => [...employeeAccountsKeys.audit(), 'list', params] as const,
};
