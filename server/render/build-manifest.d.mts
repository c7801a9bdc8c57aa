export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

export function readBuildManifest(dist: string): Promise<{
  manifest: Record<string, ManifestChunk>
  beyondEntry: (keys: string[]) => string[]
  inEvaluationOrder: (keys: string[]) => string[]
}>
