// Smallest byte sequences our image sniffer accepts (the conformance kit's, which sends them to any backend).
export { fakeAvif, fakeGif, fakeJpeg, fakePng, fakeWebp } from '../../conformance/src/generate/image-bytes'

export function imageFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type })
}
