/**
 * The synthesized app stack as one set of resources for template tests: the parent template with
 * the resources of its nested stacks (the API route areas, docs/architecture.md#stacks) added, each
 * `{ Ref: parameter }` of a nested template replaced by the value the parent passes in. A route
 * function's role, the table ARN it is granted and the origin secret then appear as in the parent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { AppStack } from '../../lib/app-stack.js';

type Json = Record<string, unknown>;
export interface TemplateResource {
  Type: string;
  Properties?: Json;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/**
 * The parent template of `stack` with its nested stacks' resources merged in (same shape as a
 * template: `{ Resources, ... }`). Throws when a logical id is in two stacks (one would hide the other).
 */
export function mergedTemplate(assembly: CloudAssembly, stack: AppStack, outdir: string): Json {
  const parent = assembly.getStackArtifact(stack.artifactId).template as Json;
  const all = { ...(parent.Resources as Record<string, TemplateResource>) };
  for (const nested of stack.api.areaStacks.values()) {
    const nestedTemplate = JSON.parse(readFileSync(join(outdir, nested.templateFile), 'utf8')) as Json;
    const cfn = nested.nestedStackResource as CfnElement;
    const passed = (all[stack.resolve(cfn.logicalId) as string]?.Properties?.Parameters ?? {}) as Json;
    const substitute = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(substitute);
      if (value && typeof value === 'object') {
        const ref = (value as Json).Ref;
        if (typeof ref === 'string' && ref in passed) return passed[ref];
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v)]));
      }
      return value;
    };
    for (const [id, resource] of Object.entries(
      nestedTemplate.Resources as Record<string, TemplateResource>,
    )) {
      if (all[id]) throw new Error(`logical id ${id} is in two stacks: the merged view would hide one`);
      all[id] = substitute(resource) as TemplateResource;
    }
  }
  return { ...parent, Resources: all };
}

/** Logical id of an L2 construct's CloudFormation resource in its own stack, nested or not. */
export function logicalIdIn(construct: { node: { defaultChild?: unknown } }): string {
  const cfn = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}
