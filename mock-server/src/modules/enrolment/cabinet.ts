import type { Db } from '../../db/connection';
import { findProfile } from '../detail/index';
import { applicationsWithMaterials } from './cabinet-repository';

/** One material file of an application: the file, the material's name (as the project asks for it), the project, the submission time (epoch ms). */
export interface EnrolmentMaterialFile { fileId: string; name: string; assetsId: string; assetsName: string; time: number }

/**
 * The materials of every enrolment application of `userId` (any state), newest application first, each named as its
 * project's material list names it (the code when the project no longer lists it). What the file cabinet files under
 * 报名材料, grouped by project.
 */
export async function enrolmentMaterialFiles(db: Db, userId: string): Promise<EnrolmentMaterialFile[]> {
  const rows = await applicationsWithMaterials(db, userId);
  const out: EnrolmentMaterialFile[] = [];
  for (const row of rows) {
    const names = new Map((await findProfile(db, row)).materials.map((m) => [m.code, m.name]));
    for (const m of JSON.parse(row.materials) as Array<{ code: string; fileId: string }>) {
      if (!m.fileId) continue;
      out.push({ fileId: m.fileId, name: names.get(m.code) ?? m.code, assetsId: row.assetsId, assetsName: row.assetsName, time: row.createTime });
    }
  }
  return out;
}
