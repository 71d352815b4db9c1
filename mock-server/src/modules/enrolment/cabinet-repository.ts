import type { Queryable } from '../../db/queryable';

/** An application of the user with its materials JSON ([{ code, fileId }]) and the project's name and cover. */
export interface ApplicationMaterialsRow { assetsId: string; assetsName: string; imgSrc: string; materials: string; createTime: number }

/** The enrolment applications of `userId` (any state), newest first, with their project's name. */
export async function applicationsWithMaterials(db: Queryable, userId: string): Promise<ApplicationMaterialsRow[]> {
  return db.selectFrom('enrolmentApplication').innerJoin('project', 'project.assetsId', 'enrolmentApplication.assetsId')
    .select(['enrolmentApplication.assetsId', 'project.assetsName', 'project.imgSrc', 'enrolmentApplication.materials', 'enrolmentApplication.createTime'])
    .where('enrolmentApplication.userId', '=', userId)
    .orderBy('enrolmentApplication.createTime', 'desc').orderBy('enrolmentApplication.id', 'desc').execute();
}
